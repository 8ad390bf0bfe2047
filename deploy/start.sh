#!/bin/sh
# Start the hosted app: check the database can be opened (one line saying why not, instead
# of a traceback on every restart), bring its schema up to date, then serve it with gunicorn.
# Extra arguments go to gunicorn (deploy/check-containerfile.sh passes --bind).
set -eu
cd "$(dirname "$0")/.."
flask --app app check-database
flask --app app db upgrade
exec gunicorn --config deploy/gunicorn.conf.py "$@" app:app
