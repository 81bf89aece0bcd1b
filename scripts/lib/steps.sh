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

# `side_by_side NAME COMMAND [NAME COMMAND]...`: runs the commands (each one line of shell) at once, then prints
# each one's output whole, in the order given, under a line with its name, its exit status and its time, so
# that a failing command's own lines are not lost among the others'. Fails when any of them failed; an
# interrupt stops them all.
side_by_side() {
  local out names=() pids=() index=0 failed=0
  out=$(mktemp -d)
  while [ $# -ge 2 ]; do
    names+=("$1")
    (
      started=$SECONDS
      bash -c "$2" >"$out/$index.log" 2>&1 &
      command=$!
      trap 'kill "$command" 2>/dev/null' TERM
      status=0
      wait "$command" || status=$?
      echo "$status $((SECONDS - started))" >"$out/$index.end"
    ) &
    pids+=($!)
    index=$((index + 1))
    shift 2
  done
  trap 'kill "${pids[@]}" 2>/dev/null; wait; rm -rf "$out"; trap - INT TERM; kill -INT $$' INT TERM
  wait "${pids[@]}" || true
  trap - INT TERM
  for index in "${!names[@]}"; do
    local status=1 took=0
    [ -f "$out/$index.end" ] && read -r status took <"$out/$index.end"
    echo "-- ${names[$index]}: $([ "$status" -eq 0 ] && echo ok || echo "FAILED (exit $status)") in ${took} s"
    cat "$out/$index.log"
    [ "$status" -eq 0 ] || failed=1
  done
  rm -rf "$out"
  return "$failed"
}
