#!/usr/bin/env bash
# Run the Containerfile's steps on this machine, for where no container registry is
# reachable: its ENV, WORKDIR and COPY lines build the image's /app in a temporary folder,
# its `RUN pip ...` lines install into a new virtualenv (the other RUN lines make a user,
# which needs root, and are only listed), then its CMD starts: the schema is migrated,
# gunicorn serves, and GET /healthz must answer {"status": "ok"}.
set -euo pipefail
cd "$(dirname "$0")/.."
ROOT=$PWD
PYTHON=${PYTHON:-python3}
WORK=$(mktemp -d /tmp/golfkeeper-image.XXXXXX)
SERVER=
cleanup() {
  if [ -n "$SERVER" ]; then kill "$SERVER" 2>/dev/null || true; wait "$SERVER" 2>/dev/null || true; fi
  rm -rf "$WORK"
}
trap cleanup EXIT

"$PYTHON" -m venv "$WORK/venv"
export PATH="$WORK/venv/bin:$PATH"
APP=$WORK/image
CMD=
while IFS= read -r line; do
  case "$line" in
    ENV\ *)
      for pair in ${line#ENV }; do export "${pair?}"; done ;;
    WORKDIR\ *)
      APP=$WORK/image${line#WORKDIR }; mkdir -p "$APP" ;;
    COPY\ *)
      read -r -a parts <<<"${line#COPY }"
      target=${parts[-1]}
      unset 'parts[-1]'
      mkdir -p "$APP/$target"
      # As COPY does: a folder's contents go into the target, a file goes in as it is.
      for source in "${parts[@]}"; do
        if [ -d "$ROOT/$source" ]; then cp -R "$ROOT/$source/." "$APP/$target"; else cp "$ROOT/$source" "$APP/$target"; fi
      done ;;
    RUN\ pip\ *)
      echo "RUN ${line#RUN }"
      (cd "$APP" && sh -c "${line#RUN } --quiet") ;;
    RUN\ *)
      echo "skipped here (needs root in the image): ${line#RUN }" ;;
    CMD\ *)
      CMD=$("$PYTHON" -c 'import json, sys; print(" ".join(json.loads(sys.argv[1])))' "${line#CMD }") ;;
  esac
done < Containerfile

# The image's /data, here a temporary folder; the SQLite file is made there.
export GOLFKEEPER_INSTANCE=$WORK/data SECRET_KEY=check-containerfile
PORT=$("$PYTHON" -c 'import socket; s = socket.socket(); s.bind(("127.0.0.1", 0)); print(s.getsockname()[1])')
echo "CMD $CMD (on 127.0.0.1:$PORT)"
(cd "$APP" && exec $CMD --bind "127.0.0.1:$PORT" --workers 2) &
SERVER=$!
for _ in $(seq 1 60); do
  if body=$(curl -fsS "http://127.0.0.1:$PORT/healthz" 2>/dev/null); then
    echo "GET /healthz: $body"
    [ "$body" = '{"status":"ok"}' ] || { echo "unexpected answer"; exit 1; }
    exit 0
  fi
  kill -0 "$SERVER" 2>/dev/null || { echo "the server stopped"; exit 1; }
  sleep 1
done
echo "no answer from /healthz within a minute"
exit 1
