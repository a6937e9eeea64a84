#!/bin/sh
# `npm start`: the service from dist/ (built by `npm run build`, npm's prestart).
#
# On the embedded database (no DATABASE_URL) two memory settings are added, measured in
# docs/performance.md (issue #25, item 4):
# - MALLOC_MMAP_THRESHOLD_=16384: glibc serves allocations of 16 KB and more with their own
#   mappings, returned to the system when freed. V8 compiles PGlite's hot WebAssembly functions
#   on background threads; without this, the memory of those compilations stays in glibc's
#   per-thread arenas after it is freed (60-75 MB at rest, several hundred MB under load).
# - --max-semi-space-size=4: V8's young generation grows to at most 3 x 4 MB instead of 3 x 16 MB.
# A MALLOC_MMAP_THRESHOLD_ in the environment is kept; `node dist/main.js` runs without either.
# With DATABASE_URL the process runs with Node's defaults.
if [ -z "${DATABASE_URL:-}" ]; then
  MALLOC_MMAP_THRESHOLD_="${MALLOC_MMAP_THRESHOLD_:-16384}"
  export MALLOC_MMAP_THRESHOLD_
  exec node --max-semi-space-size=4 dist/main.js "$@"
fi
exec node dist/main.js "$@"
