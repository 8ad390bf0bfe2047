#!/bin/sh
# Start the hosted app: bring the database's schema up to date, then serve it with gunicorn.
# Extra arguments go to gunicorn (deploy/check-containerfile.sh passes --bind).
set -eu
cd "$(dirname "$0")/.."
flask --app app db upgrade
exec gunicorn --config deploy/gunicorn.conf.py "$@" app:app
