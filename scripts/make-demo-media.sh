#!/usr/bin/env bash
# Makes the demo media in media/demo: three open movies and one show (2 seasons of 3 episodes),
# each as an HLS ladder (360/480/720/1080, two audio languages, WebVTT subtitles) plus plain MP4s
# and sidecar .srt/.vtt files, named the way Jellyfin and Plex name them. The MP4 of episode
# S01E02 carries chapter markers (Intro, Episode), so the player offers to skip its intro.
#
# Usage: scripts/make-demo-media.sh ["Show name" show-year show-tmdb-id]
# The show is a parameter because the catalog decides which show the demo plays.
#
# Same command, same bytes: every encoder and muxer runs bit-exact with a fixed thread count,
# and nothing depends on the clock.
set -euo pipefail

SHOW_NAME="${1:-Screenroom Test Card}"
SHOW_YEAR="${2:-2026}"
SHOW_TMDB="${3:-99000001}"

ROOT="$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)"
OUT="${DEMO_OUT:-$ROOT/media/demo}"
FONT=/usr/share/fonts/truetype/dejavu/DejaVuSans-Bold.ttf
MONO=/usr/share/fonts/truetype/dejavu/DejaVuSansMono-Bold.ttf
MOVIE_SECONDS=60
EPISODE_SECONDS=60
# Where the Intro chapter of S01E02 ends: a third of the episode.
INTRO_SECONDS=20
FPS=24
# Two-second GOPs and four-second segments: every rendition cuts at the same frames,
# which is what lets hls.js switch levels mid-stream.
GOP=$((FPS * 2))
SEGMENT_SECONDS=4

for tool in ffmpeg ffprobe; do
  command -v "$tool" >/dev/null || { echo "$tool is required (apt-get install ffmpeg)" >&2; exit 1; }
done
[ -f "$FONT" ] || { echo "$FONT is missing (apt-get install fonts-dejavu-core)" >&2; exit 1; }
case "$SHOW_YEAR" in '' | *[!0-9]*) echo "show year must be a number" >&2; exit 1 ;; esac
case "$SHOW_TMDB" in '' | *[!0-9]*) echo "show tmdb id must be a number" >&2; exit 1 ;; esac

FF=(ffmpeg -hide_banner -loglevel error -nostdin -y)
BITEXACT=(-fflags +bitexact -flags:v +bitexact -flags:a +bitexact -map_metadata -1 -map_chapters -1)

# height width video-bitrate level codec-tag
LADDER=(
  "360 640 150k 3.0 avc1.4d401e"
  "480 854 250k 3.1 avc1.4d401f"
  "720 1280 400k 3.1 avc1.4d401f"
  "1080 1920 600k 4.0 avc1.4d4028"
)
AUDIO_BITRATE=32k

two() { printf '%02d' "$1"; }

# Cue times as SRT/VTT stamps: $1 seconds, $2 decimal separator.
stamp() { printf '%02d:%02d:%02d%s000' $(($1 / 3600)) $(($1 % 3600 / 60)) $(($1 % 60)) "$2"; }

# One cue every 5 seconds, saying which language and title it belongs to.
write_subtitles() {
  local base="$1" title="$2" seconds="$3" lang="$4"
  local srt="$base.$lang.srt" vtt="$base.$lang.vtt" n=0 start
  : >"$srt"
  printf 'WEBVTT\n\n' >"$vtt"
  for ((start = 0; start < seconds; start += 5)); do
    n=$((n + 1))
    local text
    if [ "$lang" = en ]; then
      text="$title — English subtitle $n"
    else
      text="$title — ترجمة عربية $n"
    fi
    printf '%d\n%s --> %s\n%s\n\n' "$n" "$(stamp "$start" ,)" "$(stamp $((start + 4)) ,)" "$text" >>"$srt"
    printf '%s --> %s\n%s\n\n' "$(stamp "$start" .)" "$(stamp $((start + 4)) .)" "$text" >>"$vtt"
  done
}

# The picture of one rendition: title, rendition name and a running timecode over a flat colour.
video_filter() {
  local width="$1" height="$2" label="$3" colour="$4" titlefile="$5"
  local big=$((height / 9)) small=$((height / 14))
  printf 'color=c=%s:s=%dx%d:r=%d,format=yuv420p,' "$colour" "$width" "$height" "$FPS"
  printf "drawtext=fontfile=%s:textfile=%s:fontcolor=white:fontsize=%d:x=(w-tw)/2:y=h*0.22," \
    "$FONT" "$titlefile" "$big"
  printf "drawtext=fontfile=%s:text=%s:fontcolor=yellow:fontsize=%d:x=(w-tw)/2:y=h*0.45," \
    "$FONT" "$label" "$big"
  printf "drawtext=fontfile=%s:text='%%{pts\\\\:hms}':fontcolor=white:fontsize=%d:x=(w-tw)/2:y=h*0.68" \
    "$MONO" "$small"
}

# Makes one title's HLS folder: $1 folder, $2 title text, $3 seconds, $4 background colour.
make_hls() {
  local dir="$1" title="$2" seconds="$3" colour="$4"
  mkdir -p "$dir"
  local titlefile
  titlefile="$(mktemp)"
  printf '%s' "$title" >"$titlefile"

  local rung height width rate level codec
  for rung in "${LADDER[@]}"; do
    read -r height width rate level codec <<<"$rung"
    mkdir -p "$dir/v$height"
    "${FF[@]}" -f lavfi -i "$(video_filter "$width" "$height" "${height}p" "$colour" "$titlefile")" \
      -t "$seconds" -an -c:v libx264 -threads 2 -preset veryfast -profile:v main -level "$level" \
      -crf 30 -maxrate "$rate" -bufsize "$rate" -g "$GOP" -keyint_min "$GOP" -sc_threshold 0 \
      -x264-params "open-gop=0" "${BITEXACT[@]}" \
      -f hls -hls_time "$SEGMENT_SECONDS" -hls_playlist_type vod -hls_flags independent_segments \
      -hls_segment_filename "$dir/v$height/seg%03d.ts" "$dir/v$height/index.m3u8"
  done
  rm -f "$titlefile"

  local lang freq
  for lang in en ar; do
    [ "$lang" = en ] && freq=440 || freq=660
    mkdir -p "$dir/audio-$lang"
    # A distinct pitch per language, so a test can hear which track plays.
    "${FF[@]}" -f lavfi -i "sine=frequency=$freq:sample_rate=48000:duration=$seconds" \
      -c:a aac -ac 1 -b:a "$AUDIO_BITRATE" "${BITEXACT[@]}" -metadata:s:a:0 language="$lang" \
      -f hls -hls_time "$SEGMENT_SECONDS" -hls_playlist_type vod \
      -hls_segment_filename "$dir/audio-$lang/seg%03d.ts" "$dir/audio-$lang/index.m3u8"
  done
}

# WebVTT renditions for the HLS folder, aligned to the video's MPEG-TS clock.
make_hls_subtitles() {
  local dir="$1" base="$2" seconds="$3"
  local first_pts lang
  first_pts="$(ffprobe -v error -select_streams v:0 -show_entries stream=start_pts -of default=nw=1:nk=1 "$dir/v360/seg000.ts" | sed -n 1p)"
  for lang in en ar; do
    mkdir -p "$dir/subs-$lang"
    {
      printf 'WEBVTT\nX-TIMESTAMP-MAP=MPEGTS:%s,LOCAL:00:00:00.000\n' "$first_pts"
      tail -n +2 "$base.$lang.vtt"
    } >"$dir/subs-$lang/subs.vtt"
    printf '#EXTM3U\n#EXT-X-VERSION:3\n#EXT-X-TARGETDURATION:%d\n#EXT-X-MEDIA-SEQUENCE:0\n#EXT-X-PLAYLIST-TYPE:VOD\n#EXTINF:%d.000000,\nsubs.vtt\n#EXT-X-ENDLIST\n' \
      "$seconds" "$seconds" >"$dir/subs-$lang/index.m3u8"
  done
}

write_master() {
  local dir="$1" audio_bps=32000 rung height width rate level codec
  {
    printf '#EXTM3U\n#EXT-X-VERSION:3\n#EXT-X-INDEPENDENT-SEGMENTS\n'
    printf '#EXT-X-MEDIA:TYPE=AUDIO,GROUP-ID="audio",LANGUAGE="en",NAME="English",DEFAULT=YES,AUTOSELECT=YES,CHANNELS="1",URI="audio-en/index.m3u8"\n'
    printf '#EXT-X-MEDIA:TYPE=AUDIO,GROUP-ID="audio",LANGUAGE="ar",NAME="العربية",DEFAULT=NO,AUTOSELECT=YES,CHANNELS="1",URI="audio-ar/index.m3u8"\n'
    printf '#EXT-X-MEDIA:TYPE=SUBTITLES,GROUP-ID="subs",LANGUAGE="en",NAME="English",DEFAULT=NO,AUTOSELECT=YES,URI="subs-en/index.m3u8"\n'
    printf '#EXT-X-MEDIA:TYPE=SUBTITLES,GROUP-ID="subs",LANGUAGE="ar",NAME="العربية",DEFAULT=NO,AUTOSELECT=YES,URI="subs-ar/index.m3u8"\n'
    for rung in "${LADDER[@]}"; do
      read -r height width rate level codec <<<"$rung"
      printf '#EXT-X-STREAM-INF:BANDWIDTH=%d,RESOLUTION=%dx%d,FRAME-RATE=%d.000,CODECS="%s,mp4a.40.2",AUDIO="audio",SUBTITLES="subs"\nv%d/index.m3u8\n' \
        $((${rate%k} * 1000 + audio_bps)) "$width" "$height" "$FPS" "$codec" "$height"
    done
  } >"$dir/master.m3u8"
}

# A plain MP4 of one rendition with both audio languages, remuxed from the HLS segments.
make_mp4() {
  local dir="$1" height="$2" out="$3"
  "${FF[@]}" -i "$dir/v$height/index.m3u8" -i "$dir/audio-en/index.m3u8" -i "$dir/audio-ar/index.m3u8" \
    -map 0:v -map 1:a -map 2:a -c copy "${BITEXACT[@]}" \
    -metadata:s:a:0 language=eng -metadata:s:a:1 language=ara -movflags +faststart "$out"
}

# Adds two chapters to an MP4 by a copy remux: "Intro" for the first $2 seconds, then "Episode"
# to the end. ffmpeg writes them twice, as a Nero chpl list and a QuickTime chapter track.
add_intro_chapters() {
  local file="$1" intro_ms=$(($2 * 1000)) end_ms chapters
  end_ms="$(ffprobe -v error -show_entries format=duration -of default=nw=1:nk=1 "$file" | awk '{ printf "%d", $1 * 1000 + 0.5 }')"
  chapters="$(mktemp)"
  printf ';FFMETADATA1\n[CHAPTER]\nTIMEBASE=1/1000\nSTART=0\nEND=%d\ntitle=Intro\n[CHAPTER]\nTIMEBASE=1/1000\nSTART=%d\nEND=%d\ntitle=Episode\n' \
    "$intro_ms" "$intro_ms" "$end_ms" >"$chapters"
  # The metadata file gives the (empty) global tags and the chapter titles; streams keep theirs.
  "${FF[@]}" -i "$file" -f ffmetadata -i "$chapters" -map 0 -map_metadata 1 -map_chapters 1 -c copy \
    -fflags +bitexact -flags:v +bitexact -flags:a +bitexact -movflags +faststart "$file.chapters.mp4"
  rm -f "$chapters"
  mv "$file.chapters.mp4" "$file"
}

make_movie() {
  local title="$1" year="$2" tmdb="$3" colour="$4" seconds="${5:-$MOVIE_SECONDS}"
  local folder="$OUT/$title ($year) [tmdbid-$tmdb]"
  local base="$folder/$title ($year)"
  echo "movie: $title ($year)"
  mkdir -p "$folder"
  make_hls "$folder" "$title ($year)" "$seconds" "$colour"
  for lang in en ar; do write_subtitles "$base" "$title" "$seconds" "$lang"; done
  make_hls_subtitles "$folder" "$base" "$seconds"
  write_master "$folder"
  make_mp4 "$folder" 1080 "$base - 1080p.mp4"
  make_mp4 "$folder" 480 "$base - 480p.mp4"
}

make_show() {
  local name="$1" year="$2" tmdb="$3"
  local folder="$OUT/$name ($year) [tmdbid-$tmdb]" season episode code
  local colours=(0x3a2f5b 0x2f5b4a)
  for season in 1 2; do
    for episode in 1 2 3; do
      code="S$(two "$season")E$(two "$episode")"
      echo "episode: $name $code"
      local season_dir="$folder/Season $(two "$season")"
      local hls_dir="$season_dir/$name $code"
      local base="$season_dir/$name $code"
      mkdir -p "$season_dir"
      make_hls "$hls_dir" "$name $code" "$EPISODE_SECONDS" "${colours[$((season - 1))]}"
      for lang in en ar; do write_subtitles "$base" "$name $code" "$EPISODE_SECONDS" "$lang"; done
      make_hls_subtitles "$hls_dir" "$base" "$EPISODE_SECONDS"
      write_master "$hls_dir"
      make_mp4 "$hls_dir" 720 "$base.mp4"
      if [ "$code" = S01E02 ]; then add_intro_chapters "$base.mp4" "$INTRO_SECONDS"; fi
    done
  done
}

rm -rf "$OUT"
mkdir -p "$OUT"
make_movie "Big Buck Bunny" 2008 10378 0x2b4d2b
# Sintel runs 180 s: Continue Watching needs 20 s watched with 120 s still to go, so one demo
# title must be long enough to show up there.
make_movie "Sintel" 2010 45745 0x4d2b2b 180
make_movie "Tears of Steel" 2012 133701 0x2b3b4d
make_show "$SHOW_NAME" "$SHOW_YEAR" "$SHOW_TMDB"
du -sh "$OUT"
