#!/usr/bin/env bash
# Provides a PostgreSQL server for the API test suite on a Debian machine, idempotently, as root.
# Installs Debian's postgresql if missing, starts the default cluster, creates role and database 'sencha_test'
# (password 'sencha_test'), and prints the TEST_DATABASE_URL to export as its last line of output:
#   export TEST_DATABASE_URL="$(bash api/scripts/ci-postgres.sh | tail -n 1)"
set -euo pipefail

DB_NAME="${PG_TEST_DB:-sencha_test}"
DB_USER="${PG_TEST_USER:-sencha_test}"
DB_PASS="${PG_TEST_PASSWORD:-sencha_test}"
PORT="${PG_TEST_PORT:-5432}"

if ! ls /usr/lib/postgresql/*/bin/postgres >/dev/null 2>&1; then
  export DEBIAN_FRONTEND=noninteractive
  apt-get update -qq >&2
  apt-get install -y -qq postgresql >&2
fi

VERSION="$(ls /usr/lib/postgresql | sort -V | tail -n 1)"
if ! pg_lsclusters -h | awk '{print $1" "$2}' | grep -q "^${VERSION} main$"; then
  pg_createcluster "${VERSION}" main --port "${PORT}" >&2
fi
if ! pg_lsclusters -h | awk '$1=="'"${VERSION}"'" && $2=="main" {print $4}' | grep -q online; then
  pg_ctlcluster "${VERSION}" main start >&2
fi
CLUSTER_PORT="$(pg_lsclusters -h | awk '$1=="'"${VERSION}"'" && $2=="main" {print $3}')"

for _ in $(seq 1 30); do
  if su postgres -c "psql -p ${CLUSTER_PORT} -tAc 'SELECT 1'" >/dev/null 2>&1; then break; fi
  sleep 1
done

su postgres -c "psql -p ${CLUSTER_PORT} -v ON_ERROR_STOP=1 -q" >&2 <<SQL
DO \$\$
BEGIN
  IF NOT EXISTS (SELECT FROM pg_roles WHERE rolname = '${DB_USER}') THEN
    CREATE ROLE ${DB_USER} LOGIN PASSWORD '${DB_PASS}';
  END IF;
END
\$\$;
SQL
if ! su postgres -c "psql -p ${CLUSTER_PORT} -tAc \"SELECT 1 FROM pg_database WHERE datname = '${DB_NAME}'\"" | grep -q 1; then
  su postgres -c "createdb -p ${CLUSTER_PORT} -O ${DB_USER} ${DB_NAME}" >&2
fi

# Site search's extensions (trusted, so the owner could create them too), once in public for every schema.
su postgres -c "psql -p ${CLUSTER_PORT} -d ${DB_NAME} -v ON_ERROR_STOP=1 -q" >&2 <<SQL
CREATE EXTENSION IF NOT EXISTS unaccent SCHEMA public;
CREATE EXTENSION IF NOT EXISTS pg_trgm SCHEMA public;
SQL

echo "postgres://${DB_USER}:${DB_PASS}@127.0.0.1:${CLUSTER_PORT}/${DB_NAME}"
