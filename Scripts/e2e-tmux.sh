#!/usr/bin/env bash
# End to end, in a real terminal: drives the built composed-table-demo in tmux (80x24) through
# every way out and back, and checks after each that the pane left the alternate screen, shows
# the cursor, has its `stty -g` settings back, and that the exit status is the expected one.
#
#   Scripts/e2e-tmux.sh [path/to/composed-table-demo]   (default: the debug build's)
#
# Ways out: q, Ctrl-C, Esc then q in one burst, kill -INT, -TERM, -HUP, -QUIT, end of input (the
# terminal the demo reads hangs up), a crash (COMPOSEDTABLE_DEMO_CRASH=1, the demo's test hook:
# the fatal error's message must be readable afterwards). Ways back: Ctrl-Z and kill -TSTP, then
# fg (raw mode and the screen come back), and a window resize (the screen is laid out again).
#
# Text: typed emoji land in a field intact, a rule's message shows, a paste keeps its line break.
# Unsaved changes: q then Save (0), q then Discard (1), Ctrl-C twice (130), SIGTERM twice (143).
# Choices: a search with an accent, a choice written back, a confirmation box, SIGTERM under it.
# Shell scripts: a question inside $(…), | cat, > file; Ctrl-C stops the calling script in each
# shell installed (bash, dash, zsh); SIGHUP and SIGTERM clear a question's lines; write (Ctrl-D,
# Esc), spin and filter over piped lines inside $(…). gum's commit helper as a script of six
# questions at 40 columns: its result, Esc (1) and Ctrl-C (130) in bash and dash.
set -uo pipefail
cd "$(dirname "$0")/.."

demo=${1:-$(swift build --show-bin-path)/composed-table-demo}
[ -x "$demo" ] || { echo "e2e: no demo at $demo (build it: swift build --product composed-table-demo)" >&2; exit 2; }
demo=$(cd "$(dirname "$demo")" && pwd)/$(basename "$demo")
command -v tmux >/dev/null || { echo "e2e: tmux is not installed (apt-get install -y tmux)" >&2; exit 2; }

work=$(mktemp -d)
terminals=0
socket="$work/tmux-$terminals"
t() { tmux -S "$socket" -f /dev/null "$@"; }
trap 't kill-server 2>/dev/null; sleep 0.1; rm -rf "$work" 2>/dev/null' EXIT

failures=0
pass() { echo "  ok    $1"; }
fail() {
    echo "  FAIL  $1"
    t capture-pane -p -t e2e:0 | sed -e '/^$/d' -e 's/^/        | /'
    failures=$((failures + 1))
}
screen() { t capture-pane -p -t e2e:0 -S -30; }
pane() { t display -p -t e2e:0 "$1"; }

# Waits (up to 10 s) until a command succeeds.
wait_for() {
    local deadline=$((SECONDS + 10))
    until "$@"; do
        [ $SECONDS -lt $deadline ] || return 1
        sleep 0.05
    done
}
on_screen() { screen | grep -qF -- "$1"; }
line_on_screen() { screen | grep -qxE -- "$1"; }
alternate() { [ "$(pane '#{alternate_on}')" = "$1" ]; }
exists() { [ -s "$1" ]; }
# The first row under the " To Buy" header starts with the text.
first_row_is() { screen | grep -A1 -- "^ To Buy" | tail -n 1 | grep -qF -- "$1"; }

# A fresh terminal for each case, so that one that fails leaves nothing behind: tmux's server ends
# with its last session, and the panes' processes get SIGHUP.
new_terminal() {
    t kill-server 2>/dev/null
    terminals=$((terminals + 1))
    socket="$work/tmux-$terminals"  # a new server: the old one may still be exiting
    t new-session -d -x 80 -y 24 -s e2e "env PS1='$ ' bash --norc --noprofile"
    t set-option -t e2e window-size manual >/dev/null
    t send-keys -t e2e:0 "ulimit -c 0" Enter  # the signals that dump core must not write one
}

# Starts the demo in a fresh pane, in a subshell that records the terminal settings before and after
# and the exit status (a subshell: Ctrl-Z stops the whole job, not only the demo). `exec` keeps
# the pid that the subshell wrote down. The subshell ignores SIGINT: Ctrl-C ends the demo's whole
# process group, as a terminal's Ctrl-C does, and the subshell must live on to write the status.
start() {
    new_terminal
    launch "$@"
}
launch() {
    local name=$1 environment=${2:-} input=${3:-}
    rm -f "$work/$name".*
    t send-keys -t e2e:0 "clear; ( trap '' INT; stty -g > $work/$name.before; $environment sh -c 'echo \$\$ > $work/$name.pid; exec \"\$0\"' $demo $input; echo \$? > $work/$name.status; stty -g > $work/$name.after )" Enter
    wait_for alternate 1 && wait_for on_screen "Sign-up form" || { fail "$name: the demo did not start"; return 1; }
}
pid() { cat "$work/$1.pid"; }

# Checks the way out: status, alternate screen off, cursor shown, settings back.
finish() {
    local name=$1 expected=$2
    if ! wait_for exists "$work/$name.after"; then
        fail "$name: the demo did not end"
        return
    fi
    local status
    status=$(cat "$work/$name.status")
    [ "$status" = "$expected" ] || { fail "$name: exit status $status, expected $expected"; return; }
    alternate 0 || { fail "$name: still in the alternate screen"; return; }
    [ "$(pane '#{cursor_flag}')" = 1 ] || { fail "$name: the cursor is hidden"; return; }
    cmp -s "$work/$name.before" "$work/$name.after" || { fail "$name: stty settings differ after"; return; }
    pass "$name (status $status; normal screen, cursor shown, stty settings back)"
}

# Ctrl-Z or kill -TSTP, checks, fg, checks, q.
suspend_and_resume() {
    local name=$1 how=$2
    start "$name" || return
    if [ "$how" = ctrl-z ]; then t send-keys -t e2e:0 C-z; else kill -TSTP "$(pid "$name")"; fi
    if ! wait_for on_screen "Stopped"; then fail "$name: not stopped"; return; fi
    alternate 0 || { fail "$name: stopped in the alternate screen"; return; }
    [ "$(pane '#{cursor_flag}')" = 1 ] || { fail "$name: stopped with the cursor hidden"; return; }
    t send-keys -t e2e:0 "stty -g > $work/$name.stopped" Enter
    wait_for exists "$work/$name.stopped" && cmp -s "$work/$name.before" "$work/$name.stopped" \
        || { fail "$name: stty settings differ while stopped"; return; }
    t send-keys -t e2e:0 "clear; fg" Enter
    wait_for alternate 1 && wait_for on_screen "Sign-up form" || { fail "$name: fg did not bring the screen back"; return; }
    stty -a -F "$(pane '#{pane_tty}')" | grep -q -- "-icanon" || { fail "$name: not in raw mode after fg"; return; }
    t send-keys -t e2e:0 Down
    wait_for on_screen "› Profile and picker" || { fail "$name: keys after fg"; return; }
    t send-keys -t e2e:0 q
    finish "$name" 0
}

echo "== e2e: $demo in tmux $(tmux -V | cut -d' ' -f2), 80x24"

start q && { t send-keys -t e2e:0 q; finish q 0; }
start ctrl-c && { t send-keys -t e2e:0 C-c; finish ctrl-c 130; }
if start esc-then-q; then
    t send-keys -t e2e:0 Enter
    wait_for on_screen "‹ ComposedTable" || fail "esc-then-q: Settings did not open"
    t send-keys -t e2e:0 Escape  # a lone Escape: back, after the timeout
    wait_for on_screen "Sign-up form" || fail "esc-then-q: a lone Escape did not go back"
    t send-keys -t e2e:0 Enter
    wait_for on_screen "‹ ComposedTable" || fail "esc-then-q: Settings did not open again"
    t send-keys -t e2e:0 Escape q  # one write: Escape (back) then q (quit)
    finish esc-then-q 0
fi
start kill-int && { kill -INT "$(pid kill-int)"; finish kill-int 130; }
start kill-term && { kill -TERM "$(pid kill-term)"; finish kill-term 143; }
start kill-hup && { kill -HUP "$(pid kill-hup)"; finish kill-hup 129; }
start kill-quit && { kill -QUIT "$(pid kill-quit)"; finish kill-quit 131; }
suspend_and_resume ctrl-z-fg ctrl-z
suspend_and_resume kill-tstp-fg kill-tstp

if start resize; then
    t resize-window -t e2e -x 60 -y 20
    # The title is centred on the new width, the key hints on the new last row.
    wait_for line_on_screen " {23}ComposedTable +b About" || fail "resize: not laid out at 60 columns"
    t resize-window -t e2e -x 80 -y 24
    wait_for line_on_screen " {33}ComposedTable +b About" || fail "resize: not laid out at 80 columns again"
    t send-keys -t e2e:0 q
    finish resize 0
fi

# Unsaved changes: Settings tracks them (Wi-Fi toggled); every way out asks, and the answer is
# the exit status — q then Save: 0 (finished); q then Discard: 1 (cancelled); Ctrl-C twice: 130;
# SIGTERM twice: 143.
changed_settings() {
    start "$1" || return 1
    t send-keys -t e2e:0 Enter
    wait_for on_screen "‹ ComposedTable" || { fail "$1: Settings did not open"; return 1; }
    t send-keys -t e2e:0 Enter  # Wi-Fi off (other switches show [off] already: wait for this one)
    wait_for line_on_screen '› Wi-Fi +\[off\]' || { fail "$1: Wi-Fi did not switch"; return 1; }
}
asked() {
    wait_for on_screen "Discard changes?" && pass "$1: asked before the changes are dropped" \
        || fail "$1: no question before the changes are dropped"
}
if changed_settings unsaved-q-save; then
    t send-keys -t e2e:0 q
    asked unsaved-q-save
    t send-keys -t e2e:0 Enter  # Save, the first action
    finish unsaved-q-save 0
fi
if changed_settings unsaved-q-discard; then
    t send-keys -t e2e:0 q
    asked unsaved-q-discard
    t send-keys -t e2e:0 Escape  # Cancel: stays
    sleep 0.3
    on_screen "[off]" && ! on_screen "Discard changes?" && pass "unsaved-q-discard: Cancel keeps the screen and its change" \
        || fail "unsaved-q-discard: Cancel did not keep the screen"
    t send-keys -t e2e:0 q
    asked unsaved-q-discard
    t send-keys -t e2e:0 d Enter  # Discard
    finish unsaved-q-discard 1
fi
if changed_settings unsaved-ctrl-c-twice; then
    t send-keys -t e2e:0 C-c
    asked unsaved-ctrl-c-twice
    t send-keys -t e2e:0 C-c
    finish unsaved-ctrl-c-twice 130
fi
if changed_settings unsaved-sigterm-twice; then
    kill -TERM "$(pid unsaved-sigterm-twice)"
    asked unsaved-sigterm-twice
    kill -TERM "$(pid unsaved-sigterm-twice)"
    finish unsaved-sigterm-twice 143
fi

# End of input: the demo reads from a second window's terminal and draws in the first; closing
# the second window hangs that terminal up.
new_terminal
t new-window -d -t e2e:1 "sleep 600"
if launch end-of-input "" "< $(t display -p -t e2e:1 '#{pane_tty}')"; then
    t kill-window -t e2e:1
    finish end-of-input 1
fi

if start crash COMPOSEDTABLE_DEMO_CRASH=1; then
    wait_for exists "$work/crash.after"
    status=$(cat "$work/crash.status" 2>/dev/null)
    if [ "${status:-0}" -gt 128 ]; then finish crash "$status"; else fail "crash: exit status ${status:-none}"; fi
    on_screen "Fatal error: COMPOSEDTABLE_DEMO_CRASH=1" && pass "crash: the fatal error's message is readable" \
        || fail "crash: the fatal error's message is not on screen"
fi

# Text: typed emoji (❤️ is two scalars, 👍🏽 a base and a modifier, 🇯🇵 two regional indicators)
# land whole in a field; a rule's message shows under its row when editing ends; a paste with a
# line break lands in the multi-line About with its break, never run as keys.
if start text; then
    t send-keys -t e2e:0 Down Down Enter
    if wait_for on_screen "Sign Up"; then
        t send-keys -t e2e:0 -l 'Maq❤️👍🏽🇯🇵é'  # typing on a field row edits it; q is text there
        wait_for on_screen "Username  Maq❤️👍🏽🇯🇵é" && pass "text: emoji, a flag and a decomposed é typed into Username land whole" \
            || fail "text: typed emoji did not land whole in Username"
        t send-keys -t e2e:0 Tab
        t send-keys -t e2e:0 -l 'a@b'
        t send-keys -t e2e:0 Tab
        wait_for on_screen "⚠ Enter a valid e-mail address." && pass "text: an invalid e-mail shows its message under its row" \
            || fail "text: no validation message under Email"
        t send-keys -t e2e:0 Escape Down Down Down Down Down
        wait_for on_screen "› About" || fail "text: the cursor did not reach About"
        printf 'Alice Smith\nquick note' > "$work/paste.txt"
        t load-buffer "$work/paste.txt"
        t paste-buffer -p -t e2e:0  # bracketed, as the demo asks for it
        wait_for on_screen "quick note" && on_screen "    Alice Smith" \
            && pass "text: a paste with a line break lands in About on two lines" \
            || fail "text: the paste did not land in About"
        t send-keys -t e2e:0 C-c  # the form has the user's text: asks first
        wait_for on_screen "Discard changes?" && pass "text: Ctrl-C on a filled-in form asks first" \
            || fail "text: Ctrl-C did not ask before dropping the form's text"
        t send-keys -t e2e:0 C-c  # a second Ctrl-C ends at once
        finish text 130
    else
        fail "text: the form did not open"
    fi
fi

# Choices: a search typed with an accent narrows the time zones; a choice writes back; a
# confirmation box shows over the screen, Esc keeps the state, and SIGTERM under an open alert
# restores the terminal.
if start choices; then
    t send-keys -t e2e:0 End Enter
    if wait_for on_screen "Rows that choose"; then
        t send-keys -t e2e:0 Down Enter
        wait_for on_screen "GMT" || fail "choices: the time zones did not open"
        t send-keys -t e2e:0 /
        t send-keys -t e2e:0 -l 'zür'
        wait_for line_on_screen "› Europe/Zurich" && pass "choices: / and a typed ü narrow the time zones to Zurich" \
            || fail "choices: the search did not narrow to Europe/Zurich"
        t send-keys -t e2e:0 Enter  # picks the highlighted match at once
        wait_for line_on_screen "› Time zone +Europe/Zurich >" \
            && pass "choices: the choice is written back into its row" || fail "choices: the choice was not written back"
        t send-keys -t e2e:0 End Enter
        wait_for on_screen "Sign out?" && pass "choices: Sign Out asks in a box over the screen" \
            || fail "choices: no confirmation box"
        t send-keys -t e2e:0 q  # q does not quit under an alert
        sleep 0.3
        on_screen "Sign out?" && pass "choices: q under an alert does not quit" || fail "choices: q quit under an alert"
        kill -TERM "$(pid choices)"
        finish choices 143
    else
        fail "choices: the screen did not open"
    fi
fi

# Edit mode: the Editable list's Edit button is `e`; movable rows show ≡ at their end, Enter picks the
# row under the cursor up, ↓ moves it, Enter drops it, `e` is Done, and q still quits.
if start editing; then
    t send-keys -t e2e:0 Down Down Down Down Down Down Enter
    if wait_for on_screen "Groceries"; then
        t send-keys -t e2e:0 e
        wait_for line_on_screen "  Bread +≡" && on_screen "e done" && pass "editing: e enters edit mode (≡ reorder controls, e done)" \
            || fail "editing: e did not enter edit mode"
        t send-keys -t e2e:0 Enter Down Enter
        wait_for line_on_screen "› Milk +≡" && line_on_screen "  Bread +≡" && pass "editing: Enter picks Milk up, ↓ and Enter drop it below Bread" \
            || fail "editing: the row did not move"
        t send-keys -t e2e:0 e
        wait_for on_screen "e edit" && ! on_screen "≡" && pass "editing: e again is Done" || fail "editing: e did not leave edit mode"
        # The Add bar button (`+ Add` in the title line) appends an item; Alt-↑ (the bytes tmux
        # sends for M-Up) moves the row under the cursor, Milk, back above Bread.
        t send-keys -t e2e:0 +
        wait_for on_screen "New Item 1" && line_on_screen "‹ ComposedTable +Groceries +\+ Add" && pass "editing: + (the Add bar button) appends an item" \
            || fail "editing: + did not add an item"
        t send-keys -t e2e:0 M-Up
        wait_for first_row_is "› Milk" && pass "editing: Alt-↑ moves the row under the cursor up" || fail "editing: Alt-↑ did not move Milk"
        t send-keys -t e2e:0 q
        finish editing 0
    else
        fail "editing: the Editable list did not open"
    fi
fi

# Mouse: the demo turns SGR mouse reporting on (tmux's mouse_sgr_flag) and off again on the way
# out; a click (the SGR bytes a terminal sends, ESC [<0;x;yM then …m) on the Sounds row opens it,
# one on ‹ ComposedTable goes back, and the wheel (ESC [<65;x;yM) scrolls the time zones 3
# options down a notch, the cursor following to the first one shown. COMPOSEDTABLE_MOUSE=0 leaves it off.
click() { t send-keys -t e2e:0 -l $'\e'"[<0;$2;$1M"$'\e'"[<0;$2;$1m"; }
if start mouse; then
    [ "$(pane '#{mouse_sgr_flag}')" = 1 ] && [ "$(pane '#{mouse_standard_flag}')" = 1 ] \
        && pass "mouse: the screens turn SGR mouse reporting on" || fail "mouse: reporting is not on"
    click 10 5  # line 10, column 5: "  Sounds"
    wait_for on_screen "Ringer and Alerts" && pass "mouse: a click on the Sounds row opens it" || fail "mouse: the click did not open Sounds"
    click 1 3  # "‹ ComposedTable"
    wait_for line_on_screen "› Sounds +>" && pass "mouse: a click on ‹ ComposedTable goes back to the row" \
        || fail "mouse: the click on the back label did not go back"
    t send-keys -t e2e:0 End Enter
    wait_for on_screen "Rows that choose" && t send-keys -t e2e:0 Down Enter
    if wait_for line_on_screen "› Europe/Paris +✓"; then
        # Opened centred on Paris; three notches down (9 options) take it off the top.
        t send-keys -t e2e:0 -l $'\e[<65;5;5M\e[<65;5;5M\e[<65;5;5M'
        wait_for line_on_screen "› Europe/Rome" && line_on_screen "  Europe/Tirane" \
            && pass "mouse: the wheel scrolls 3 options a notch and the cursor follows" || fail "mouse: the wheel did not scroll"
    else
        fail "mouse: the time zones did not open"
    fi
    t send-keys -t e2e:0 C-c
    finish mouse 130
    [ "$(pane '#{mouse_sgr_flag}')" = 0 ] && [ "$(pane '#{mouse_standard_flag}')" = 0 ] \
        && pass "mouse: reporting is off after the demo" || fail "mouse: reporting still on after the demo"
fi
if start mouse-off COMPOSEDTABLE_MOUSE=0; then
    [ "$(pane '#{mouse_standard_flag}')" = 0 ] && pass "mouse: COMPOSEDTABLE_MOUSE=0 leaves reporting off" \
        || fail "mouse: COMPOSEDTABLE_MOUSE=0 turned reporting on"
    t send-keys -t e2e:0 q
    finish mouse-off 0
fi
# Widths: tmux draws 👍🏽 in 4 columns where most terminals draw 2. The demo asks tmux
# (cursor position reports) and counts as it answers; a Username long enough to scroll, of
# thumbs with a skin tone, never spills into the row below, and its end stays on screen.
row_below_username() { screen | grep -A1 -- "Username" | tail -n 1; }
if start widths; then
    t send-keys -t e2e:0 Down Down Enter
    if wait_for on_screen "Sign Up"; then
        below=$(row_below_username)
        t send-keys -t e2e:0 -l '👍🏽👍🏽👍🏽👍🏽👍🏽👍🏽👍🏽👍🏽👍🏽👍🏽👍🏽👍🏽👍🏽👍🏽👍🏽👍🏽 ok'
        if wait_for on_screen "👍🏽 ok"; then
            [ "$(row_below_username)" = "$below" ] && [ -n "$below" ] \
                && pass "widths: 16 thumbs with a skin tone in Username leave the row below intact ($below)" \
                || fail "widths: the row below Username changed: '$(row_below_username)', was '$below'"
            screen | grep -- "Username" | grep -qE "👍🏽 ok *$" && pass "widths: the end of the text shows" \
                || fail "widths: the end of Username's text is off screen"
        else
            fail "widths: the thumbs did not show in Username"
        fi
        t send-keys -t e2e:0 C-c
        wait_for on_screen "Discard changes?" && t send-keys -t e2e:0 C-c
        finish widths 130
    else
        fail "widths: the sign-up form did not open"
    fi
fi

# Shell scripts: the screens draw on the terminal (/dev/tty) while standard output is a
# pipe, a $(…) or a file, and a one-question call draws inline below the prompt (no alternate
# screen), leaving the lines above untouched and its summary in the scrollback.
if new_terminal; then
    t send-keys -t e2e:0 "clear; echo line-above; x=\$($demo ask colour); echo \"x=[\$x] status=\$?\"" Enter
    if wait_for on_screen "? Colour"; then
        alternate 0 && pass "shell: a question draws inline, not on the alternate screen" || fail "shell: the question took the alternate screen"
        t send-keys -t e2e:0 Down Enter
        wait_for on_screen "x=[Green] status=0" && pass "shell: x=\$(demo ask colour) gets the chosen value" \
            || fail "shell: \$(…) did not get the value"
        screen | grep -A2 -- "^line-above" | grep -qxF "✔ Colour: Green" \
            && pass "shell: the summary stays below the line above, which is untouched" || fail "shell: no summary below the line above"
    else
        fail "shell: the question did not show inside \$(…)"
    fi
    # Ctrl-C in a question stops the script that asked, as it stops the caller of any program, in
    # each shell installed (CI installs dash and zsh): the script goes no further, and the shell
    # that ran it sees status 130 (asked once the script ended: bash drops the rest of a command
    # line whose job Ctrl-C ended, as a terminal's Ctrl-C makes it do).
    for shell in sh bash dash zsh; do
        if ! command -v "$shell" >/dev/null; then
            echo "  skip  shell: $shell is not installed (Ctrl-C in a script not checked there)"
            continue
        fi
        t send-keys -t e2e:0 "clear; $shell -c 'echo \$\$ > $work/script-$shell.pid; x=\$($demo ask colour); echo went-on > $work/script-$shell.after'" Enter
        if wait_for exists "$work/script-$shell.pid" && wait_for on_screen "? Colour"; then
            t send-keys -t e2e:0 C-c
            script_ended() { ! kill -0 "$(cat "$work/script-$shell.pid")" 2>/dev/null; }
            wait_for script_ended && t send-keys -t e2e:0 "echo $shell-script-status=\$?" Enter
            wait_for line_on_screen "$shell-script-status=130" && [ ! -e "$work/script-$shell.after" ] \
                && pass "shell: Ctrl-C in \$(demo ask colour) stops the calling $shell script (status 130)" \
                || fail "shell: the $shell script went on after Ctrl-C, or its status is not 130"
        else
            fail "shell: the question did not show inside $shell -c"
        fi
    done
    # SIGHUP and SIGTERM end a question with its lines cleared: the line above is untouched and
    # the shell's next line comes right below it (after bash's "Hangup" note), the cursor shown.
    for signal in TERM:143 HUP:129; do
        name=${signal%:*} expected=${signal#*:}
        t send-keys -t e2e:0 "clear; echo line-above; sh -c 'echo \$\$ > $work/ask-$name.pid; exec \"\$0\" ask colour' $demo; echo status=\$?" Enter
        if wait_for exists "$work/ask-$name.pid" && wait_for on_screen "? Colour"; then
            kill -"$name" "$(cat "$work/ask-$name.pid")"
            lines_cleared() {
                screen | grep -A1 -- "^line-above" | tail -n 1 | grep -qE -- "^(Hangup|status=$expected)\$" \
                    && ! on_screen "? Colour" && ! on_screen "↑↓ move" && [ "$(pane '#{cursor_flag}')" = 1 ]
            }
            wait_for on_screen "status=$expected" && lines_cleared \
                && pass "shell: SIG$name ends a question with its lines cleared" || fail "shell: SIG$name left the question's lines"
        else
            fail "shell: the question did not show for SIG$name"
        fi
    done
    t send-keys -t e2e:0 "clear; $demo ask toppings | cat" Enter
    if wait_for on_screen "? Toppings"; then
        t send-keys -t e2e:0 Space Left
        wait_for line_on_screen "Cheese" && on_screen "✔ Toppings: Cheese" \
            && pass "shell: demo | cat draws on the terminal and the pipe gets the answer" || fail "shell: | cat did not get the answer"
    else
        fail "shell: the question did not show with its output piped"
    fi
    t send-keys -t e2e:0 "clear; $demo ask name > $work/name.out; echo status=\$?" Enter
    if wait_for on_screen "? Name"; then
        t send-keys -t e2e:0 -l "Zoë"
        t send-keys -t e2e:0 Enter
        wait_for on_screen "status=0" && [ "$(cat "$work/name.out")" = "Zoë" ] \
            && pass "shell: demo > file writes the answer to the file" || fail "shell: > file did not get the answer"
    else
        fail "shell: the question did not show with its output in a file"
    fi
    # A multi-line answer (write): Enter is a line break, Ctrl-D answers, Esc cancels at once.
    t send-keys -t e2e:0 "clear; x=\$($demo ask message); printf 'x=[%s] status=%s\\n' \"\$x\" \$?" Enter
    if wait_for on_screen "? Message" && wait_for on_screen "ctrl-d done"; then
        t send-keys -t e2e:0 -l "Fix it"
        t send-keys -t e2e:0 Enter
        t send-keys -t e2e:0 -l "Because"
        wait_for on_screen "Because" && t send-keys -t e2e:0 C-d
        wait_for line_on_screen "Because\] status=0" && on_screen "x=[Fix it" && on_screen "✔ Message: Fix it … (2 lines)" \
            && pass "shell: x=\$(demo ask message) gets the lines; Ctrl-D answers" || fail "shell: write did not answer with its lines"
    else
        fail "shell: the write question did not show inside \$(…)"
    fi
    t send-keys -t e2e:0 "clear; x=\$($demo ask message); echo \"status=\$?\"" Enter
    if wait_for on_screen "? Message"; then
        t send-keys -t e2e:0 -l "draft"
        t send-keys -t e2e:0 Escape
        wait_for on_screen "status=1" && on_screen "✘ Message: cancelled" \
            && pass "shell: one Esc cancels write (status 1, said so)" || fail "shell: Esc did not cancel write"
    else
        fail "shell: the write question did not show for Esc"
    fi
    # Work with a spinner (spin): the result on standard output, the seconds on the summary line.
    t send-keys -t e2e:0 "clear; x=\$($demo ask spin); echo \"x=[\$x] status=\$?\"" Enter
    if wait_for on_screen "? Fetching releases"; then
        wait_for on_screen "x=[v1.2.0] status=0" && on_screen "✔ Fetching releases (2s)" \
            && pass "shell: x=\$(demo ask spin) gets the work's result after the spinner" || fail "shell: spin did not answer"
    else
        fail "shell: the spinner did not show inside \$(…)"
    fi
    # Work that says how far it is: a bar and the count while it runs, the count on the summary line.
    t send-keys -t e2e:0 "clear; $demo ask download; echo \"status=\$?\"" Enter
    if wait_for on_screen "/30 · "; then
        wait_for on_screen "━" && wait_for on_screen "status=0" && on_screen "✔ Downloading (30/30, " \
            && pass "shell: demo ask download draws a bar and a count, and the count stays" || fail "shell: download did not end"
    else
        fail "shell: the progress bar did not show"
    fi
    # A fuzzy filter over lines piped in, inside $(…): the screen is on /dev/tty.
    t send-keys -t e2e:0 "clear; x=\$(printf 'Red\\nGreen\\nGrey\\n' | $demo ask filter); echo \"x=[\$x] status=\$?\"" Enter
    if wait_for on_screen "? Pick" && wait_for on_screen "3/3"; then
        t send-keys -t e2e:0 -l "gre"
        wait_for on_screen "2/3" && t send-keys -t e2e:0 Down Enter
        wait_for on_screen "x=[Green] status=0" && on_screen "✔ Pick: Green" \
            && pass "shell: printf … | demo ask filter ranks the piped lines and \$(…) gets the pick" \
            || fail "shell: the filter did not answer with the piped line"
    else
        fail "shell: the filter did not show with its input piped"
    fi
    t send-keys -t e2e:0 "clear; $demo < /dev/null > $work/menu.out; echo status=\$?" Enter
    if wait_for on_screen "Sign-up form"; then
        t send-keys -t e2e:0 q
        wait_for on_screen "status=0" && [ ! -s "$work/menu.out" ] \
            && pass "shell: the full-screen demo runs on /dev/tty with standard input and output redirected" \
            || fail "shell: the redirected demo did not end cleanly"
    else
        fail "shell: the demo did not start with standard input and output redirected"
    fi
    t send-keys -t e2e:0 "clear; setsid -w $demo < /dev/null 2>&1 | cat; echo \"status=\${PIPESTATUS[0]}\"" Enter
    wait_for on_screen "status=1" && screen | tr -d '\n' | grep -qF "no controlling terminal (/dev/tty)" \
        && pass "shell: with no terminal at all, a clear refusal" || fail "shell: no refusal without a terminal"
fi

# gum's commit helper as a script of one-question calls, at 40 columns: choose, ask, write,
# filter over piped lines, spin and confirm, every answer by keys. It ends with status 0 and its
# result; each ✔ line stays whole in the scrollback (wrapped, not cut); Esc in a question ends it
# with status 1, and Ctrl-C with 130 in bash and dash, the script going no further; the terminal
# is restored each time.
helper="$work/commit-helper.sh"
cat > "$helper" <<SCRIPT
echo \$\$ > $work/helper.pid
type=\$($demo ask colour) || exit 1
scope=\$($demo ask name) || exit 1
body=\$($demo ask message) || exit 1
pick=\$(printf 'feat: a new screen\\nfix: the footer of the form\\ndocs: the README\\n' | $demo ask filter) || exit 1
release=\$($demo ask spin) || exit 1
$demo ask delete || exit 1
echo "RESULT type=\$type scope=\$scope pick=\$pick release=\$release lines=\$(printf '%s\\n' "\$body" | wc -l)"
SCRIPT
# Runs the helper with a shell in a fresh 40-column terminal, the terminal settings recorded.
run_helper() {
    local shell=$1
    new_terminal
    t resize-window -t e2e:0 -x 40 -y 30 >/dev/null
    rm -f "$work"/helper.*
    t send-keys -t e2e:0 "clear; stty -g > $work/helper.before; $shell $helper" Enter
}
# Once the script ended, its status (asked on the next line: bash drops the rest of a line whose
# job Ctrl-C ended) and the terminal restored.
helper_ended() {
    local expected=$1
    script_gone() { [ -s "$work/helper.pid" ] && ! kill -0 "$(cat "$work/helper.pid")" 2>/dev/null; }
    wait_for script_gone || return 1
    t send-keys -t e2e:0 "echo \$? > $work/helper.status; stty -g > $work/helper.after" Enter
    wait_for exists "$work/helper.after" && [ "$(cat "$work/helper.status")" = "$expected" ] && alternate 0 \
        && [ "$(pane '#{cursor_flag}')" = 1 ] && cmp -s "$work/helper.before" "$work/helper.after"
}
run_helper bash
if wait_for on_screen "? Colour"; then
    t send-keys -t e2e:0 Down Enter
    wait_for on_screen "? Name" && t send-keys -t e2e:0 -l "parser" && t send-keys -t e2e:0 Enter
    wait_for on_screen "? Message" && t send-keys -t e2e:0 -l "Speed up" && t send-keys -t e2e:0 Enter
    t send-keys -t e2e:0 -l "the parser"
    wait_for on_screen "the parser" && t send-keys -t e2e:0 C-d
    wait_for on_screen "? Pick" && wait_for on_screen "3/3" && t send-keys -t e2e:0 -l "fix"
    wait_for on_screen "1/3" && t send-keys -t e2e:0 Enter
    wait_for on_screen "? Delete 3 files?" && t send-keys -t e2e:0 Enter
    helper_ended 0
    ended=$?
    joined=$(t capture-pane -p -J -t e2e:0 -S -100)
    whole=1
    for line in "✔ Colour: Green" "✔ Name: parser" "✔ Message: Speed up … (2 lines)" "✔ Pick: fix: the footer of the form" \
        "✔ Fetching releases (2s)" "✔ Delete 3 files? Delete"; do
        grep -qxF -- "$line" <<<"$joined" || { whole=0; echo "        missing whole: $line"; }
    done
    [ $ended = 0 ] && [ $whole = 1 ] \
        && grep -qxF "RESULT type=Green scope=parser pick=fix: the footer of the form release=v1.2.0 lines=2" <<<"$joined" \
        && pass "commit helper: six questions answered by keys at 40 columns, status 0, the ✔ lines whole" \
        || fail "commit helper: the script did not end with its result, status 0 and whole ✔ lines"
else
    fail "commit helper: the first question did not show"
fi
run_helper bash
if wait_for on_screen "? Colour" && t send-keys -t e2e:0 Enter && wait_for on_screen "? Name"; then
    t send-keys -t e2e:0 Escape
    helper_ended 1 && on_screen "✘ Name: cancelled" && ! on_screen "? Message" \
        && pass "commit helper: Esc ends the script with status 1 and goes no further, the terminal restored" \
        || fail "commit helper: Esc did not end the script with status 1"
else
    fail "commit helper: it did not reach its second question"
fi
for shell in bash dash; do
    command -v "$shell" >/dev/null || { echo "  skip  commit helper: $shell is not installed"; continue; }
    run_helper "$shell"
    wait_for on_screen "? Colour" && t send-keys -t e2e:0 Enter
    if wait_for on_screen "? Name" && t send-keys -t e2e:0 Enter && wait_for on_screen "? Message"; then
        t send-keys -t e2e:0 C-c
        helper_ended 130 && ! on_screen "? Pick" \
            && pass "commit helper: Ctrl-C in a question stops the $shell script (status 130), the terminal restored" \
            || fail "commit helper: Ctrl-C did not stop the $shell script with status 130"
    else
        fail "commit helper: it did not reach its third question in $shell"
    fi
done

if [ $failures -gt 0 ]; then
    echo "== e2e: $failures failed"
    exit 1
fi
echo "== e2e: all passed"
