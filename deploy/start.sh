#!/bin/sh
# Start the hosted app: bring the database's schema up to date, then serve it with gunicorn.
# Extra arguments go to gunicorn (deploy/check-containerfile.sh passes --bind).
# A database that refuses the app (a wrong password) is one line saying so, not a
# traceback on every restart: the migration's output is shown whole only when the
# database itself could be opened (flask check-database, asked only after a failure).
set -eu
cd "$(dirname "$0")/.."
upgrade_log=$(mktemp)
trap 'rm -f "$upgrade_log"' EXIT
if ! flask --app app db upgrade 2>"$upgrade_log"; then
	flask --app app check-database && cat "$upgrade_log" >&2
	exit 1
fi
cat "$upgrade_log" >&2
rm -f "$upgrade_log"
exec gunicorn --config deploy/gunicorn.conf.py "$@" app:app
