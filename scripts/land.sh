#!/usr/bin/env bash
# Land a branch on main, one branch at a time: under a lock, rebase the branch (checked out in
# its own git worktree) onto main, run exactly what CI runs (.ci/run: install, the suite, the
# site build with warnings as errors, the browser checks) in that worktree, and only then
# fast-forward main to it. Nothing lands that CI would refuse.
#
#   scripts/land.sh [WORKTREE]      the worktree of the branch to land (default: this folder)
#
# The worktree must be clean (commit first). main's own worktree must be clean too.
# Exit codes: 0 landed; 1 the rebase or the checks failed (main unchanged); 2 usage.
set -euo pipefail

die() { echo "land: $*" >&2; exit "${2:-1}"; }

wt=$(cd "${1:-.}" 2>/dev/null && git rev-parse --show-toplevel 2>/dev/null) || die "not a git worktree: ${1:-.}" 2
branch=$(git -C "$wt" rev-parse --abbrev-ref HEAD)
[ "$branch" != main ] && [ "$branch" != HEAD ] || die "check out the branch to land (not main, not a detached HEAD)" 2
main_wt=$(git -C "$wt" worktree list --porcelain | awk '/^worktree /{w=substr($0, 10)} $0 == "branch refs/heads/main" {print w}')
[ -n "$main_wt" ] || die "no worktree has main checked out" 2
[ -z "$(git -C "$wt" status --porcelain --untracked-files=no)" ] || die "$wt has uncommitted changes: commit first" 2

exec 9>"$(git -C "$wt" rev-parse --git-common-dir)/land.lock"
echo "land: waiting for the lock" >&2
flock 9
echo "land: landing $branch from $wt" >&2

[ -z "$(git -C "$main_wt" status --porcelain --untracked-files=no)" ] || die "main's worktree ($main_wt) has uncommitted changes"
# a branch that holds main already (merged helper branches in it) lands as it is: a rebase
# would flatten its merges and meet again the conflicts they resolved
if ! git -C "$wt" merge-base --is-ancestor main HEAD; then
  git -C "$wt" rebase main || { git -C "$wt" rebase --abort || true; die "$branch does not rebase cleanly onto main: merge main into it, fix, commit, try again"; }
fi
start=$(date +%s)
(cd "$wt" && CI=true bash .ci/run) || die "the checks failed on $branch rebased onto main; main is unchanged"
git -C "$main_wt" merge --ff-only --quiet "$branch" || die "main moved under the lock?"
echo "land: main is now $(git -C "$main_wt" rev-parse --short HEAD) ($branch, checks in $(( $(date +%s) - start )) s)" >&2
