#!/usr/bin/env bash
# Makes the sample media committed under public/media: small, real H.264/AAC streams,
# each packaged once as fMP4 segments shared by a DASH manifest (manifest.mpd) and an
# HLS playlist (master.m3u8). 2 s segments, two video renditions, one audio track.
# Needs ffmpeg (Debian: apt-get install -y ffmpeg). Deterministic apart from encoder builds.
set -euo pipefail
cd "$(dirname "$0")/.."
OUT=public/media
FONT=/usr/share/fonts/truetype/dejavu/DejaVuSans-Bold.ttf
FPS=24
SEG=2

# make_stream NAME TITLE SECONDS HUE_A HUE_B FREQ W_HI H_HI RATE_HI W_LO H_LO RATE_LO
make_stream() {
  local name=$1 title=$2 secs=$3 c0=$4 c1=$5 freq=$6
  local whi=$7 hhi=$8 rhi=$9 wlo=${10} hlo=${11} rlo=${12}
  local dir="$OUT/vod/$name"
  rm -rf "$dir" && mkdir -p "$dir"
  # The title fits the narrow side, so a portrait short shows it whole.
  local fs=$(( (whi < hhi ? whi : hhi) / 12 ))
  ffmpeg -hide_banner -loglevel error -y \
    -f lavfi -i "gradients=s=${whi}x${hhi}:r=${FPS}:c0=${c0}:c1=${c1}:x0=0:y0=0:x1=${whi}:y1=${hhi}:speed=0.015:d=${secs}" \
    -f lavfi -i "sine=frequency=${freq}:sample_rate=48000:duration=${secs}" \
    -filter_complex "[0:v]drawtext=fontfile=${FONT}:text='${title}':fontcolor=white:fontsize=${fs}:x=(w-tw)/2:y=h/2-th,drawtext=fontfile=${FONT}:text='%{pts\:hms}':fontcolor=white@0.85:fontsize=$(( fs * 2 / 3 )):x=(w-tw)/2:y=h/2+th,split=2[vhi][vtmp];[vtmp]scale=${wlo}:${hlo}[vlo]" \
    -map "[vhi]" -map "[vlo]" -map 1:a \
    -c:v libx264 -profile:v main -pix_fmt yuv420p -preset veryfast -crf 27 \
    -g $(( FPS * SEG )) -keyint_min $(( FPS * SEG )) -sc_threshold 0 \
    -maxrate:v:0 "${rhi}" -bufsize:v:0 "${rhi}" -maxrate:v:1 "${rlo}" -bufsize:v:1 "${rlo}" \
    -c:a aac -b:a 64k -ac 2 \
    -f dash -seg_duration $SEG -use_template 1 -use_timeline 0 \
    -adaptation_sets "id=0,streams=v id=1,streams=a" \
    -hls_playlist 1 -hls_master_name master.m3u8 \
    "$dir/manifest.mpd"
  # ffmpeg stamps wall-clock times into VOD playlists; they mean nothing for on-demand media.
  sed -i '/^#EXT-X-PROGRAM-DATE-TIME/d' "$dir"/media_*.m3u8
}

# Landscape programmes (their segments also loop as the live channels).
make_stream rosary  'Lumen · Holy Rosary'    60 0x1d3557 0xa8763e 330 854 480 700k 426 240 250k
make_stream chapel  'Lumen · Chapel Live'    60 0x2b2d42 0x8d99ae 392 854 480 700k 426 240 250k
make_stream pilgrim 'Lumen · Pilgrim Roads'  60 0x264653 0xe9c46a 440 854 480 700k 426 240 250k
# Promo clip and portrait short.
make_stream promo   'Lumen · Coming Soon'    16 0x6a040f 0xf0d256 523 854 480 700k 426 240 250k
make_stream short   'Lumen Shorts'           20 0x3c096c 0xff9e00 587 540 960 700k 270 480 250k

# Splash: one progressive MP4, played straight by a <video> element at start-up.
mkdir -p "$OUT/splash"
ffmpeg -hide_banner -loglevel error -y \
  -f lavfi -i "gradients=s=1280x720:r=${FPS}:c0=0x000000:c1=0xf0d256:x0=0:y0=360:x1=1280:y1=360:speed=0.04:d=4" \
  -f lavfi -i "sine=frequency=262:sample_rate=48000:duration=4" \
  -vf "drawtext=fontfile=${FONT}:text='LUMEN':fontcolor=white:fontsize=140:x=(w-tw)/2:y=(h-th)/2:alpha='min(1,t/1.5)'" \
  -c:v libx264 -profile:v main -pix_fmt yuv420p -preset veryfast -crf 28 -movflags +faststart \
  -c:a aac -b:a 64k -ac 2 "$OUT/splash/splash.mp4"

du -sh "$OUT"
