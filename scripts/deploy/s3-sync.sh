#!/usr/bin/env bash
# Uploads out/ to a private S3 bucket behind CloudFront (cloudfront-function.js on viewer request),
# each object with the Cache-Control out/_headers gives it, prints the headers for the distribution's
# response headers policy (they change with every build: the CSP hashes each inline script), and
# invalidates the distribution's cache once they are in: new pages under the old CSP would have their
# inline scripts blocked. Needs the AWS CLI, logged in. After `npm run build`:
#   scripts/deploy/s3-sync.sh BUCKET [DISTRIBUTION_ID]
set -euo pipefail
cd "$(dirname "$0")/../.."
bucket="${1:?Uso: scripts/deploy/s3-sync.sh BUCKET [DISTRIBUTION_ID]}"
distribution="${2:-}"
[ -f out/_headers ] || { echo "Falta out/_headers: ejecute npm run build primero." >&2; exit 1; }

# The headers out/_headers gives a path, one "Name: value" a line, read with the same parser as the local server.
headers() {
  node -e '
    const { readHeadersFile, headersForPath } = require("./scripts/lib/headers.js");
    readHeadersFile("out/_headers").then((rules) => {
      for (const [name, value] of headersForPath(rules, process.argv[1])) console.log(`${name}: ${value}`);
    });' "$1"
}
cache_control() { headers "$1" | sed -n 's/^Cache-Control: //Ip'; }

# Each file's Content-Type from this list, not the AWS CLI's guess, which follows the machine it runs
# on (on Windows, the registry can make .js text/plain, which the site's nosniff header then refuses).
# HTML last: a page goes up once what it links to is there.
types=(
  "txt=text/plain; charset=utf-8" "js=text/javascript; charset=utf-8" "css=text/css; charset=utf-8"
  "xml=application/xml" "json=application/json" "svg=image/svg+xml" "png=image/png" "jpg=image/jpeg"
  "avif=image/avif" "webp=image/webp" "woff2=font/woff2" "ico=image/x-icon" "html=text/html; charset=utf-8"
)
# sync FROM TO CACHE_CONTROL [FILTERS...]: any file of a type not listed (left to the guess), then one pass per type.
sync() {
  local from="$1" to="$2" cache="$3" listed=()
  shift 3
  for entry in "${types[@]}"; do listed+=(--exclude "*.${entry%%=*}"); done
  aws s3 sync "$from" "$to" "${listed[@]}" "$@" --cache-control "$cache"
  for entry in "${types[@]}"; do
    aws s3 sync "$from" "$to" --exclude "*" --include "*.${entry%%=*}" "$@" --content-type "${entry#*=}" --cache-control "$cache"
  done
}

# Fingerprinted files first, so the new HTML never points at a file not yet uploaded; old chunks
# stay (no --delete there): a page cached before this deploy may still ask for them.
sync out/_next/static "s3://$bucket/_next/static" "$(cache_control /_next/static/x.js)"
sync out/ "s3://$bucket/" "$(cache_control /)" --delete --exclude "_next/static/*" --exclude "_headers" --exclude "_redirects"

echo
echo "Cabeceras para la response headers policy de CloudFront (todas las de out/_headers para /, menos Cache-Control):"
headers / | grep -iv '^Cache-Control:' | sed 's/^/  /'
[ -n "$distribution" ] || exit 0
invalidate=(aws cloudfront create-invalidation --distribution-id "$distribution" --paths "/*")
echo
if [ -t 0 ]; then
  read -r -p "Ponga estas cabeceras en la policy y pulse Enter para invalidar la caché de $distribution (Ctrl+C para salir)… " _
  "${invalidate[@]}"
else
  echo "Tras poner estas cabeceras en la policy, invalide la caché: ${invalidate[*]}"
fi
