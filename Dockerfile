# syntax=docker/dockerfile:1.7
# The Landline images: one application for every target (TARGET=all | identity,agent,telephony,conversation,billing,recording,notification,gateway),
# the services compiled to JavaScript (scripts/build-services.mjs) and run by plain node. Two runtime targets:
#   runtime          without speech tools, for every target but conversation
#   runtime-speech   plus espeak-ng and ffmpeg (the offline voices), for TARGET=conversation and TARGET=all
#
#   docker build --target runtime -t landline .
#   docker build -t landline-speech .                              # the last stage, runtime-speech
#   docker run -p 8080:8080 landline-speech                        # everything in one process, embedded stores
#   docker run -e TARGET=identity -p 50051:50051 landline          # one service
#
# Neither keeps tsx, esbuild or a TypeScript source. The web app is built here into web/dist and served by the
# gateway target.

ARG NODE_IMAGE=node:24-bookworm-slim

# ---------------------------------------------------------------------------------------------- deps
FROM ${NODE_IMAGE} AS deps
WORKDIR /app
ENV npm_config_fund=false npm_config_audit=false npm_config_update_notifier=false
# Manifests first, so the dependency layer is reused until one of them changes.
# Every workspace of the root package.json must be listed here (deploy/test checks it).
COPY package.json package-lock.json ./
COPY proto/package.json proto/
COPY api/package.json api/
COPY services/platform/package.json services/platform/
COPY services/identity/package.json services/identity/
COPY services/agent/package.json services/agent/
COPY services/telephony/package.json services/telephony/
COPY services/conversation/package.json services/conversation/
COPY services/billing/package.json services/billing/
COPY services/recording/package.json services/recording/
COPY services/notification/package.json services/notification/
COPY services/gateway/package.json services/gateway/
COPY services/landline/package.json services/landline/
COPY web/package.json web/
RUN --mount=type=cache,target=/root/.npm npm ci

# --------------------------------------------------------------------------------------------- build
FROM deps AS build
COPY . .
# The React app into web/dist (the gateway target serves it at /), the services into dist/landline.
RUN npm run build && test -f web/dist/index.html \
 && npm run build:services
# Drop dev dependencies (tsx and esbuild among them) and the web app's packages (web/dist is all the gateway
# needs; deploy/docker/runtime-manifest.mjs adjusts package.json for that inside this stage only), then stage in
# /runtime what the bundle runs from: itself, the data files it reads (migrations, .proto, YAML) and
# node_modules. Given a bad PORT the bundle exits 78 once all its imports have loaded, so a package the prune
# removed fails the build here rather than the container at start.
RUN node deploy/docker/runtime-manifest.mjs package.json \
 && npm prune --omit=dev \
 && node scripts/build-services.mjs --stage /runtime \
 && cd /runtime && { PORT=invalid node dist/landline/main.js 2>/dev/null; test $? -eq 78; }

# -------------------------------------------------------------------------------- runtime-base (not shipped)
FROM ${NODE_IMAGE} AS runtime-base
# tini reaps child processes (the speech tools' among them) and forwards signals to node.
RUN apt-get update \
 && apt-get install -y --no-install-recommends tini ca-certificates \
 && rm -rf /var/lib/apt/lists/* \
 && groupadd --system --gid 10001 landline \
 && useradd --system --uid 10001 --gid 10001 --home-dir /nonexistent --no-create-home --shell /usr/sbin/nologin landline \
 && mkdir -p /var/lib/landline \
 && chown 10001:10001 /var/lib/landline

WORKDIR /app
ENV NODE_ENV=production \
    TARGET=all \
    PORT=8080 \
    DATA_DIR=/var/lib/landline \
    HOME=/tmp \
    TMPDIR=/tmp

VOLUME ["/var/lib/landline"]
EXPOSE 8080 50051-50057

HEALTHCHECK --interval=15s --timeout=5s --start-period=60s --retries=3 \
  CMD ["node", "-e", "fetch('http://127.0.0.1:'+(process.env.PORT||8080)+'/healthz').then(r=>process.exit(r.ok?0:1),()=>process.exit(1))"]

ENTRYPOINT ["/usr/bin/tini", "--"]
CMD ["node", "--enable-source-maps", "dist/landline/main.js"]

# ------------------------------------------------------------------------------------------- runtime
FROM runtime-base AS runtime
# Application files stay owned by root (read-only for the service user); only DATA_DIR and /tmp are written.
COPY --from=build /runtime ./
COPY --from=build /app/web/dist ./web/dist
USER 10001:10001

# ------------------------------------------------------------------------------------ runtime-speech
FROM runtime-base AS runtime-speech
# espeak-ng and ffmpeg: offline speech synthesis and audio transcoding, run by the conversation target.
RUN apt-get update \
 && apt-get install -y --no-install-recommends espeak-ng ffmpeg \
 && rm -rf /var/lib/apt/lists/*
COPY --from=build /runtime ./
COPY --from=build /app/web/dist ./web/dist
USER 10001:10001
