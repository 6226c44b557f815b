#!/usr/bin/env bash
# Renders a report with `safearea render`, measures it in headless Chromium, and screenshots it.
#
# Usage: Scripts/screenshot-report.sh [INPUT...] [-- extra 'safearea render' options]
#   INPUT  scene files, storyboards, xibs or directories (default: Examples, on the default matrix:
#          every device, both orientations, each device's newest iOS)
#   Environment:
#     SHOTS   directory for the screenshots (default: Documentation/images); SHOTS=none for none
#     NAME    the screenshots' file name prefix (default: report): NAME-desktop.png, NAME-narrow.png
#     KEEP=1  keep the rendered directory (printed)
#     CONFIGURATION  the build configuration of safearea (default: debug; release renders faster)
#
# Prints: the report's size (bytes of all files, files, SVG sheets, index.html, the largest page
# and sheet), whether a second render is byte-identical, and the first contentful paint and load times of index.html (3 runs each, measured by
# the browser's Paint Timing API in a copy of index.html with a probe script; the report itself has
# no measuring code), and where the first finding's pictures are at 1440 x 900 and 390 x 844
# (exit 1 unless both are wholly on the first screen), and whether any two words of a picture
# overlap or any is below 12 px, by Chromium's text boxes in a page inlining every scene's sheet
# (exit 1 if so), and whether every picture of every scene page, at a phone's width (390 px), shows
# its words at 12 px or more (exit 1 if not). Screenshots: desktop (1400 px wide) and narrow (390 px wide), first screen.
#
# Needs Chromium from Debian's packages: when `chromium` is missing the script installs it with
# `apt-get install -y chromium` (as root, or through sudo when available).
set -euo pipefail

cd "$(dirname "$0")/.."
inputs=()
while [[ $# -gt 0 && "$1" != "--" ]]; do inputs+=("$1"); shift; done
[[ "${1:-}" == "--" ]] && shift
[[ ${#inputs[@]} -eq 0 ]] && inputs=(Examples)
shots="${SHOTS:-Documentation/images}"
name="${NAME:-report}"

if ! command -v chromium >/dev/null 2>&1; then
  echo "screenshot-report: chromium not found; installing Debian's 'chromium' package" >&2
  if [[ "$(id -u)" -eq 0 ]]; then
    apt-get update -qq && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq chromium >/dev/null
  elif command -v sudo >/dev/null 2>&1; then
    sudo apt-get update -qq && sudo DEBIAN_FRONTEND=noninteractive apt-get install -y -qq chromium >/dev/null
  else
    echo "screenshot-report: install chromium (apt-get install -y chromium) and re-run" >&2
    exit 1
  fi
fi

configuration="${CONFIGURATION:-debug}"
swift build -c "$configuration" --product safearea >/dev/null 2>&1 ||
  swift build -c "$configuration" --product safearea
binary="$(swift build -c "$configuration" --product safearea --show-bin-path)/safearea"

workdir="$(mktemp -d "${TMPDIR:-/tmp}/safearea-report.XXXXXX")"
if [[ "${KEEP:-0}" != "1" ]]; then trap 'rm -rf "$workdir"' EXIT; fi
report="$workdir/report"

# Exit status 65 means some inputs could not be laid out; the others are still drawn.
render() {
  local status=0
  "$binary" render "${inputs[@]}" --out "$1" "${@:2}" >>"$workdir/summary.txt" 2>"$workdir/errors.txt" ||
    status=$?
  if [[ $status -ne 0 && $status -ne 65 ]]; then
    cat "$workdir/errors.txt" >&2
    exit "$status"
  fi
  [[ $status -eq 65 ]] && echo "render: exit 65: $(tail -1 "$workdir/errors.txt")" >&2
  return 0
}
start=$(date +%s.%N)
render "$report" "$@"
end=$(date +%s.%N)
render "$workdir/again" "$@"
if diff -r -q "$report" "$workdir/again" >/dev/null; then identical=yes; else identical=NO; fi
rm -rf "$workdir/again"

# Sizes in bytes of file contents (`du -b` would count directories too).
bytes=$(find "$report" -type f -printf '%s\n' | awk '{s += $1} END {print s}')
files=$(find "$report" -type f | wc -l)
svgs=$(find "$report" -type f -name '*.svg' | wc -l)
svgbytes=$(find "$report" -type f -name '*.svg' -printf '%s\n' | awk '{s += $1} END {print s}')
pages=$(find "$report" -maxdepth 1 -type f -name '*.html' | wc -l)
index=$(stat -c %s "$report/index.html")
largest=$(find "$report" -maxdepth 1 -type f -name '*.html' -printf '%s %f\n' | sort -n | tail -1 |
  awk '{print $2 " (" $1 " bytes)"}')
largestsheet=$(find "$report" -type f -name '*.svg' -printf '%s %P\n' | sort -n | tail -1 |
  awk '{print $2 " (" $1 " bytes)"}')

# --no-sandbox: the container may run as root, where Chromium refuses its sandbox.
browser=(chromium --headless --no-sandbox --disable-gpu --hide-scrollbars --no-first-run)

# The probe: a copy of index.html that logs the Paint Timing entries and the load time.
probe="$report/.probe.html"
{
  echo "<script>new PerformanceObserver(function(l){l.getEntries().forEach(function(e){"
  echo "console.log('probe '+e.name+' '+Math.round(e.startTime));});}).observe({type:'paint',"
  echo "buffered:true});addEventListener('load',function(){console.log('probe load '+"
  echo "Math.round(performance.now()));});</script>"
  cat "$report/index.html"
} >"$probe"
paints=()
loads=()
for _ in 1 2 3; do
  log=$("${browser[@]}" --enable-logging=stderr --v=0 --window-size=1400,900 \
    --screenshot="$workdir/probe.png" "file://$probe" 2>&1 || true)
  paints+=("$(grep -o 'probe first-contentful-paint [0-9]*' <<<"$log" | awk '{print $3}' | head -1)")
  loads+=("$(grep -o 'probe load [0-9]*' <<<"$log" | awk '{print $3}' | head -1)")
done
rm -f "$probe" "$workdir/probe.png"

# The first finding's pictures must be on the first screen, on a desktop (1440 x 900) and on a
# phone (390 x 844): a probe copy of index.html logs where the first pair's pictures are.
fold="$report/.fold.html"
{
  echo "<script>addEventListener('load',function(){var p=document.querySelector('.pair');"
  echo "if(!p){console.log('fold none');return;}var i=[].slice.call(p.querySelectorAll('img'));"
  echo "var r=i.map(function(x){var b=x.getBoundingClientRect();return Math.round(b.top)+':'+"
  echo "Math.round(b.bottom)+':'+Math.round(b.left)+':'+Math.round(b.right);});"
  echo "console.log('fold '+innerWidth+'x'+innerHeight+' '+r.join(' '));});</script>"
  cat "$report/index.html"
} >"$fold"
folds=()
fold_ok=yes
# Headless Chromium's window is at least 500 px wide and its height includes the window's own
# bars, so each viewport is an iframe of exactly that size (file access between the two pages is
# allowed for this run only).
for size in 1440,900 390,844; do
  width=${size%,*} height=${size#*,}
  outer="$report/.fold-outer.html"
  echo "<body style=\"margin:0\"><iframe src=\".fold.html\" width=\"$width\" height=\"$height\"" \
    "style=\"border:0;display:block\"></iframe></body>" >"$outer"
  line=$("${browser[@]}" --allow-file-access-from-files --enable-logging=stderr --v=0 \
    --window-size="$((width + 100)),$((height + 200))" --screenshot="$workdir/fold.png" \
    "file://$outer" 2>&1 | grep -o 'fold [^"]*' | head -1 || true)
  rm -f "$outer"
  folds+=("${line#fold }")
  # Every picture of the pair starts and ends within the first screen and inside its width.
  if ! awk -v line="${line#fold }" 'BEGIN {
      n = split(line, parts, " "); split(parts[1], wh, "x"); if (n < 2) exit 1
      for (k = 2; k <= n; k++) { split(parts[k], b, ":")
        if (b[1] < 0 || b[2] > wh[2] || b[3] < 0 || b[4] > wh[1]) exit 1 }
      exit 0 }'; then
    [[ "$line" == "fold none" ]] || fold_ok=NO
  fi
done
rm -f "$fold" "$workdir/fold.png"

# The words of every picture (issue 31): no two overlap and none is below 12 px, measured by
# Chromium's own text boxes (getBBox) in one page that inlines every scene's sheet.
labels_page="$workdir/labels.html"
{
  # UTF-8 said, not guessed: read as Latin-1, a '·' is two wider characters and words seem to overlap.
  echo '<!DOCTYPE html><html><head><meta charset="utf-8"></head><body>'
  for sheet in "$report"/pictures/*.svg; do
    [[ "$(basename "$sheet")" == index-* ]] || cat "$sheet"
  done
  cat <<'PROBE'
<script>addEventListener('load',function(){var pictures=0,words=0,bad=0,small=0,ex=[];
document.querySelectorAll('svg.safearea-render').forEach(function(svg){
[].slice.call(svg.children).forEach(function(g){
if(g.tagName!='g'||!g.getAttribute('transform'))return;pictures++;var boxes=[];
g.querySelectorAll('text,circle').forEach(function(t){var c=' '+(t.getAttribute('class')||'')+' ';
if(t.tagName=='circle'&&c.indexOf(' bg ')<0)return;
if(t.tagName=='text'&&(c.indexOf(' bl ')>=0||c.indexOf(' t ')>=0||c.indexOf(' cp ')>=0))return;
var b=t.getBBox();boxes.push([b.x,b.y,b.x+b.width,b.y+b.height,t.textContent||'badge']);
if(t.tagName=='text'&&parseFloat(getComputedStyle(t).fontSize)<12)small++;});
words+=boxes.length;for(var i=0;i<boxes.length;i++)for(var j=0;j<i;j++){var a=boxes[i],o=boxes[j];
var w=Math.min(a[2],o[2])-Math.max(a[0],o[0]),h=Math.min(a[3],o[3])-Math.max(a[1],o[1]);
if(w>1&&h>1){bad++;if(ex.length<5)ex.push(a[4]+' / '+o[4]);}}});});
console.log('labels '+pictures+' '+words+' '+bad+' '+small+' '+ex.join(' | '));});</script>
PROBE
  echo '</body></html>'
} >"$labels_page"
labels=$("${browser[@]}" --enable-logging=stderr --v=0 --virtual-time-budget=30000 --dump-dom \
  "file://$labels_page" 2>&1 >/dev/null | grep -o 'labels [^"]*' | head -1 || true)
rm -f "$labels_page"
read -r _ label_pictures label_words label_overlaps label_small label_examples <<<"${labels:-labels ? ? ? ?}"
labels_ok=yes
[[ "$label_overlaps" == "0" && "$label_small" == "0" ]] || labels_ok=NO

# Every scene page at a phone's width (390 x 844, as an iframe): each picture's words, at the
# width the page shows it (a picture too narrow for 12 px is shown wider, scrolled sideways), are
# 12 px or more: the sheet's font size for that picture times the shown width over its view's.
# Images are not loaded (the layout reads each image's given size): 67 pages in seconds.
phone_pages=()
for page in "$report"/*.html; do
  [[ "$(basename "$page")" == index.html ]] && continue
  copy="$report/.phone-$(basename "$page")"
  {
    echo "<script>addEventListener('load',function(){var sheets={},n=0,small=0,ex=[];"
    echo "document.querySelectorAll('.pictures figure img').forEach(function(img){"
    echo "var src=img.getAttribute('src'),at=src.indexOf('#'),path=src.slice(0,at),name=src.slice(at+1);"
    echo "if(!sheets[path]){var x=new XMLHttpRequest();x.open('GET',path,false);x.send();"
    echo "sheets[path]=new DOMParser().parseFromString(x.responseText,'image/svg+xml');}"
    echo "var v=sheets[path].getElementById(name),g=v;while(g&&g.tagName!='g')g=g.nextElementSibling;"
    echo "var px=+g.getAttribute('font-size')*img.getBoundingClientRect().width/+v.getAttribute('viewBox').split(' ')[2];"
    echo "n++;if(px<11.95){small++;if(ex.length<3)ex.push(name+' '+px.toFixed(1)+' px');}});"
    echo "console.log('phone '+n+' '+small+' '+ex.join(', '));});</script>"
    cat "$page"
  } >"$copy"
  phone_pages+=("$copy")
done
phone_total=0
phone_small=0
phone_examples=""
outer="$report/.phone-outer.html"
{
  echo '<body style="margin:0">'
  for copy in "${phone_pages[@]}"; do
    echo "<iframe src=\"$(basename "$copy")\" width=\"390\" height=\"844\" style=\"border:0\"></iframe>"
  done
  echo '</body>'
} >"$outer"
while read -r _ n small rest; do
  phone_total=$((phone_total + n))
  phone_small=$((phone_small + small))
  [[ -n "$rest" && -z "$phone_examples" ]] && phone_examples="$rest"
done < <("${browser[@]}" --allow-file-access-from-files --enable-logging=stderr --v=0 \
  --blink-settings=imagesEnabled=false --window-size=1400,900 --screenshot="$workdir/phone.png" \
  "file://$outer" 2>&1 | grep -o 'phone [0-9]* [0-9]*[^"]*' || true)
rm -f "$outer" "${phone_pages[@]}" "$workdir/phone.png"
phone_ok=yes
[[ "$phone_total" -gt 0 && "$phone_small" == "0" ]] || phone_ok=NO

echo "input: ${inputs[*]} $*"
echo "render: $(awk -v a="$start" -v b="$end" 'BEGIN {printf "%.1f", b - a}') s ($configuration build)"
head -1 "$workdir/summary.txt"
echo "size: $bytes bytes in $files files ($svgs SVG sheets, $svgbytes bytes; $pages HTML pages); index.html $index bytes"
echo "largest page: $largest; largest sheet: $largestsheet"
echo "re-render byte-identical: $identical"
echo "first contentful paint of index.html: ${paints[*]} ms; load: ${loads[*]} ms (3 runs)"
echo "first finding's pictures (top:bottom:left:right per picture) at 1440x900 / 390x844: ${folds[0]:-?} / ${folds[1]:-?}; on the first screen: $fold_ok"

echo "words of the pictures (Chromium's boxes): $label_words in $label_pictures pictures; overlapping pairs (over 1 px each way): $label_overlaps; below 12 px: $label_small; all clear: $labels_ok${label_examples:+ (e.g. $label_examples)}"

echo "scene pages at 390 px: $phone_total pictures, words below 12 px as shown in $phone_small; all legible: $phone_ok${phone_examples:+ (e.g. $phone_examples)}"

if [[ "$shots" != "none" ]]; then
  mkdir -p "$shots"
  # A virtual-time budget lets the lazily loaded pictures of the first screen arrive.
  "${browser[@]}" --virtual-time-budget=10000 --window-size=1440,900 \
    --screenshot="$shots/$name-desktop.png" "file://$report/index.html" >/dev/null 2>&1
  # A phone's 390 x 844 viewport, as an iframe (the window cannot be narrower than 500 px).
  echo "<body style=\"margin:0;background:#888\"><iframe src=\"index.html\" width=\"390\"" \
    "height=\"844\" style=\"border:0;display:block\"></iframe></body>" >"$report/.narrow.html"
  "${browser[@]}" --virtual-time-budget=10000 --window-size=500,844 \
    --screenshot="$shots/$name-narrow.png" "file://$report/.narrow.html" >/dev/null 2>&1
  rm -f "$report/.narrow.html"
  echo "screenshots: $shots/$name-desktop.png $shots/$name-narrow.png"
fi
[[ "${KEEP:-0}" == "1" ]] && echo "report: $report/index.html"
[[ "$fold_ok" == "yes" ]] || { echo "screenshot-report: the first finding's pictures are not on the first screen" >&2; exit 1; }
[[ "$labels_ok" == "yes" ]] || { echo "screenshot-report: words of the pictures overlap or are below 12 px" >&2; exit 1; }
[[ "$phone_ok" == "yes" ]] || { echo "screenshot-report: pictures on the scene pages are not legible at a phone's width" >&2; exit 1; }
exit 0
