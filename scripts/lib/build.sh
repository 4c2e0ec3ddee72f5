# Sourced, not run: the one build that the test suite, CI and the scripts that start a server
# share. Building a single package (`cargo build -p api`) resolves the dependencies' features
# differently from a workspace build, so it compiled the domain crate and everything above it
# a second (and, with `-p tests`, a third) time: about 5 minutes each on 2 cores. Every script
# builds this same set instead, which is a no-op once the suite has built it.
#   TABLETOP_BUILD_FLAGS  extra flags for the build (e.g. -q)

# The cargo arguments every user of the shared build passes, so that each resolves the same
# features: the whole workspace and the games' `testing` builders (their documentation
# examples run in the suite). Which targets are built does not change the resolution.
tabletop_build_args=(--locked --workspace --features domain/testing)

# Where cargo puts what it builds (CARGO_TARGET_DIR, or target/ in the checkout).
tabletop_target_dir() {
  cargo metadata --format-version 1 --no-deps |
    python3 -c 'import json,sys; print(json.load(sys.stdin)["target_directory"])'
}

# Builds everything and exports TABLETOP_BIN (the server) and RELIABILITY_BIN (the
# reliability checks' driver).
build_workspace() {
  # shellcheck disable=SC2086 # the flags are words on purpose
  cargo build "${tabletop_build_args[@]}" --all-targets ${TABLETOP_BUILD_FLAGS:-}
  local target_dir
  target_dir="$(tabletop_target_dir)"
  export TABLETOP_BIN="$target_dir/debug/tabletop"
  export RELIABILITY_BIN="$target_dir/debug/reliability"
}
