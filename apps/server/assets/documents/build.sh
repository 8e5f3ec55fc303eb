#!/usr/bin/env bash
# Regenerates the programme's PDF documents from their HTML sources in src/
# with headless Chromium. Usage: ./build.sh   (CHROMIUM=/path/to/chromium to override)
set -euo pipefail

here="$(cd "$(dirname "${BASH_SOURCE[0]}")" && pwd)"
chromium="${CHROMIUM:-chromium}"

profile="$(mktemp -d)"
trap 'rm -rf "$profile"' EXIT

render() {
  local src="$here/src/$1.html" out="$here/$1.pdf"
  "$chromium" --headless --no-sandbox --disable-gpu --disable-background-networking \
    --disable-component-update --disable-sync --no-first-run --disable-quic \
    --no-pdf-header-footer --user-data-dir="$profile" \
    --print-to-pdf="$out" "file://$src"
  if [[ "$(head -c 4 "$out")" != "%PDF" ]]; then
    echo "build.sh: $out is not a PDF" >&2
    exit 1
  fi
  echo "built $out ($(stat -c %s "$out") bytes)"
}

render regulamin-20250401
render polityka-prywatnosci
