# Sourced by the test scripts: `step NAME COMMAND...` runs a step, prints its time as it ends, and keeps
# it for `print_step_times`, the table printed at the end of a run.
step_times=()

step() {
  local name=$1
  shift
  local started=$SECONDS
  echo "== $name"
  local status=0
  "$@" || status=$?
  local took=$((SECONDS - started))
  if [ "$status" -ne 0 ]; then
    echo "== $name: FAILED (exit $status) after ${took} s"
    print_step_times
    return "$status"
  fi
  step_times+=("$(printf '%4d:%02d  %s' $((took / 60)) $((took % 60)) "$name")")
  echo "== $name: done in ${took} s"
}

print_step_times() {
  echo
  echo "== step times (min:s)"
  printf '%s\n' "${step_times[@]}"
}
