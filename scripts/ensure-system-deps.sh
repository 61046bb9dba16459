#!/usr/bin/env bash
# Installs what the tests need from Debian's packages when it is missing: Chromium (browser and
# end-to-end tests), PostgreSQL (server tests), and the fonts that visual baselines are drawn with.
set -euo pipefail

packages=()
[ -x "${CHROMIUM_PATH:-/usr/bin/chromium}" ] || packages+=(chromium)
ls /usr/lib/postgresql/*/bin/initdb >/dev/null 2>&1 || [ -n "${PG_BINDIR:-}" ] || packages+=(postgresql)
# Baselines must render the same on every machine: pin the fallback and emoji fonts.
for font in fonts-dejavu-core fonts-liberation fonts-noto-color-emoji; do
  dpkg -s "$font" >/dev/null 2>&1 || packages+=("$font")
done

if [ ${#packages[@]} -eq 0 ]; then
  exit 0
fi

if [ "$(id -u)" -ne 0 ]; then
  echo "Missing system packages: ${packages[*]}" >&2
  echo "Install them as root:  apt-get update && apt-get install -y ${packages[*]}" >&2
  exit 1
fi

echo "Installing system packages: ${packages[*]}"
export DEBIAN_FRONTEND=noninteractive
apt-get update -qq
apt-get install -y -qq --no-install-recommends "${packages[@]}" >/dev/null
