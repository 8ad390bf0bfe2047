#!/bin/sh
# Print a secret kept in the instance folder, making it only the first time, so the setup
# line can be run again (an upgrade, a new shell) without changing a key:
#   deploy/secret.sh secret_key          the app's SECRET_KEY (the file the app itself uses)
#   deploy/secret.sh postgres_password   the database password compose gives PostgreSQL
# Back the folder up with the database: a lost SECRET_KEY costs every phone its rights.
set -eu
name=${1:-}
case $name in
'' | *[!a-z_]*)
	echo "usage: deploy/secret.sh secret_key|postgres_password" >&2
	exit 2
	;;
esac
folder=${GOLFKEEPER_INSTANCE:-"$(dirname "$0")/../instance"}
mkdir -p "$folder"
file="$folder/$name"
if [ ! -s "$file" ]; then
	# 32 random bytes as 64 hex digits, readable by the owner only; written whole or not at all.
	(
		umask 077
		od -An -N32 -tx1 /dev/urandom | tr -d ' \n' >"$file.new"
		mv "$file.new" "$file"
	)
fi
cat "$file"
