#!/usr/bin/env bash
# Uploads out/ to a private S3 bucket behind CloudFront (cloudfront-function.js on viewer request), each object with
# its Content-Type and the Cache-Control out/_headers gives it, then invalidates the distribution's cache (AWS CLI,
# logged in). After `npm run build`:   scripts/deploy/s3-sync.sh BUCKET [DISTRIBUTION_ID]
# The pages wait until the distribution's response headers policy allows their inline scripts: it prints the CSP
# hashes to add (keeping the old ones, which cached pages still need) and asks (POLICY_UPDATED=1 without a terminal).
set -euo pipefail
cd "$(dirname "$0")/../.."
bucket="${1:?Uso: scripts/deploy/s3-sync.sh BUCKET [DISTRIBUTION_ID]}"
distribution="${2:-}"
[ -f out/_headers ] || { echo "Falta out/_headers: ejecute npm run build primero." >&2; exit 1; }

# The headers out/_headers gives a path, one "Name: value" a line (only NAME's value with a second
# argument), read with the same parser as the local server.
headers() {
  node -e '
    const { readHeadersFile, headersForPath } = require("./scripts/lib/headers.js");
    readHeadersFile("out/_headers").then((rules) => {
      for (const [name, value] of headersForPath(rules, process.argv[1])) {
        if (!process.argv[2]) console.log(`${name}: ${value}`);
        else if (name.toLowerCase() === process.argv[2].toLowerCase()) console.log(value);
      }
    });' "$@"
}

# Each file's Content-Type from this list, not the AWS CLI's guess, which follows the machine (on Windows the registry
# can make .js text/plain, which the site's nosniff refuses). HTML last: a page goes up once what it links to is there.
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
fingerprinted_cache="$(headers /_next/static/x.js Cache-Control)"
page_cache="$(headers / Cache-Control)"
sync out/_next/static "s3://$bucket/_next/static" "$fingerprinted_cache"

echo
echo "Cabeceras para la response headers policy de CloudFront (todas las de out/_headers para /, menos Cache-Control):"
headers / | grep -iv '^Cache-Control:' | sed 's/^/  /'
echo
echo "Antes de subir las páginas, la CSP de la policy debe permitir sus scripts en línea. Añada a script-src"
echo "estos hashes, sin quitar los que ya tiene (las páginas en caché los usan hasta que se invalide):"
headers / Content-Security-Policy | grep -o "'sha256-[^']*'" | sed 's/^/  /'
if [ "${POLICY_UPDATED:-}" != 1 ]; then
  [ -t 0 ] || { echo "Sin terminal: vuelva a ejecutarlo con POLICY_UPDATED=1 cuando la policy los tenga." >&2; exit 1; }
  read -r -p "Pulse Enter cuando la policy los tenga (Ctrl+C para salir)… " _
fi

sync out/ "s3://$bucket/" "$page_cache" --delete --exclude "_next/static/*" --exclude "_headers" --exclude "_redirects"
[ -z "$distribution" ] || aws cloudfront create-invalidation --distribution-id "$distribution" --paths "/*"
echo
echo "Listo. Cuando la caché se haya renovado, puede dejar en la policy solo las cabeceras de arriba."
