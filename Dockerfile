# syntax=docker/dockerfile:1.7
# One image for every Landline target (TARGET=all | identity,agent,telephony,conversation,billing,recording,notification,gateway).
#
#   docker build -t landline .
#   docker run -p 8080:8080 landline                       # everything in one process, embedded stores
#   docker run -e TARGET=identity -p 50051:50051 landline   # one service
#
# The services run from TypeScript source through tsx, so the runtime stage keeps tsx (and esbuild) but no
# other dev dependency. The web app is built here into web/dist and served by the gateway target.

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
# Builds the React app into web/dist (the gateway target serves it at /).
RUN npm run build && test -f web/dist/index.html
# Drop dev dependencies (and the web app's packages: web/dist is all the gateway needs) but keep tsx, the runtime
# loader. deploy/docker/runtime-manifest.mjs adjusts package.json for that inside this stage only.
RUN node deploy/docker/runtime-manifest.mjs package.json \
 && npm prune --omit=dev \
 && node --import tsx -e "process.exit(0)"

# ------------------------------------------------------------------------------------------- runtime
FROM ${NODE_IMAGE} AS runtime
# espeak-ng and ffmpeg: offline speech synthesis and audio transcoding; tini reaps their child processes and
# forwards signals to node.
RUN apt-get update \
 && apt-get install -y --no-install-recommends espeak-ng ffmpeg tini ca-certificates \
 && rm -rf /var/lib/apt/lists/* \
 && groupadd --system --gid 10001 landline \
 && useradd --system --uid 10001 --gid 10001 --home-dir /nonexistent --no-create-home --shell /usr/sbin/nologin landline \
 && mkdir -p /var/lib/landline \
 && chown 10001:10001 /var/lib/landline

WORKDIR /app
# Application files stay owned by root (read-only for the service user); only DATA_DIR and /tmp are written.
COPY --from=build /app/package.json /app/package-lock.json /app/tsconfig.base.json /app/tsconfig.json ./
COPY --from=build /app/node_modules ./node_modules
COPY --from=build /app/proto ./proto
COPY --from=build /app/api ./api
COPY --from=build /app/services ./services
COPY --from=build /app/web/package.json ./web/package.json
COPY --from=build /app/web/dist ./web/dist

ENV NODE_ENV=production \
    TARGET=all \
    PORT=8080 \
    DATA_DIR=/var/lib/landline \
    HOME=/tmp \
    TMPDIR=/tmp

USER 10001:10001
VOLUME ["/var/lib/landline"]
EXPOSE 8080 50051-50057

HEALTHCHECK --interval=15s --timeout=5s --start-period=60s --retries=3 \
  CMD ["node", "-e", "fetch('http://127.0.0.1:'+(process.env.PORT||8080)+'/healthz').then(r=>process.exit(r.ok?0:1),()=>process.exit(1))"]

ENTRYPOINT ["/usr/bin/tini", "--"]
CMD ["node", "--import", "tsx", "services/landline/src/main.ts"]
