#!/usr/bin/env bash
# Uploads out/ to a private S3 bucket behind CloudFront (cloudfront-function.js on viewer request),
# each object with the Cache-Control out/_headers gives it, then invalidates the distribution's
# cache. Needs the AWS CLI, logged in. After `npm run build`: scripts/deploy/s3-sync.sh BUCKET [DISTRIBUTION_ID]
set -euo pipefail
cd "$(dirname "$0")/../.."
bucket="${1:?Uso: scripts/deploy/s3-sync.sh BUCKET [DISTRIBUTION_ID]}"
[ -f out/_headers ] || { echo "Falta out/_headers: ejecute npm run build primero." >&2; exit 1; }

# The header a path gets from out/_headers, read with the same parser as the local server.
header() {
  node -e '
    const { readHeadersFile, headersForPath } = require("./scripts/lib/headers.js");
    readHeadersFile("out/_headers").then((rules) => {
      const value = [...headersForPath(rules, process.argv[1])].find(([name]) => name.toLowerCase() === process.argv[2].toLowerCase());
      process.stdout.write(value ? value[1] : "");
    });' "$1" "$2"
}

# Fingerprinted files first, so the new HTML never points at a file not yet uploaded; old chunks
# stay (excluded from --delete): a page cached before this deploy may still ask for them.
aws s3 sync out/_next/static "s3://$bucket/_next/static" --cache-control "$(header /_next/static/x.js Cache-Control)"
aws s3 sync out/ "s3://$bucket/" --delete --exclude "_next/static/*" --exclude "_headers" --exclude "_redirects" \
  --cache-control "$(header / Cache-Control)"
[ -z "${2:-}" ] || aws cloudfront create-invalidation --distribution-id "$2" --paths "/*"

echo
echo "Cabeceras para la response headers policy de CloudFront (cambian con cada build):"
for name in Content-Security-Policy X-Content-Type-Options X-Frame-Options Referrer-Policy Permissions-Policy Cross-Origin-Opener-Policy Cross-Origin-Resource-Policy; do
  echo "  $name: $(header / "$name")"
done
