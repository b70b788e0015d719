# One image for every process (api, workers, migrate + seed); docker-compose picks the command.
# Three stages; each RUN also works typed by hand in a checkout (docs/operations.md, "The
# production image").

# Node 22 LTS is the production runtime (Node 20 reached its end of life in April 2026; cookie@2,
# content-disposition@3 and @prisma/streams-local want 22). Pinned to a patch release so a
# rebuild gets the same runtime; bump it here, in one place.
ARG NODE_IMAGE=node:22.22.2-bookworm-slim

# build: every dependency, then the web app (web/dist, web/dist-server) and the server bundles (dist/).
FROM ${NODE_IMAGE} AS build
WORKDIR /app
# The whole tree before `npm ci`: workspace postinstalls (Prisma client, the web route tree) need
# their sources.
COPY . .
RUN npm ci --no-audit --no-fund && npm run build

# deps: production dependencies only. --ignore-scripts because the workspaces' postinstalls (Prisma
# client generation, the web route tree) need development tools and sources; their output is
# compiled into dist/ and web/ in the build stage. The dependencies whose install step does work
# run it by name: argon2 and msgpackr-extract pick their native binary, @prisma/engines fetches
# the schema engine `migrate deploy` uses (offline, dist/schema-engine.mjs stands in for it).
FROM ${NODE_IMAGE} AS deps
WORKDIR /app
COPY package.json package-lock.json ./
COPY contracts/package.json contracts/
COPY locales/package.json locales/
COPY prisma/package.json prisma/
COPY platform/package.json platform/
COPY workers/package.json workers/
COPY api/package.json api/
COPY web/package.json web/
RUN npm ci --omit=dev --ignore-scripts --no-audit --no-fund && npm rebuild argon2 msgpackr-extract @prisma/engines

FROM ${NODE_IMAGE}
WORKDIR /app
# Source maps: stack traces in the logs point into the TypeScript sources.
# MALLOC_ARENA_MAX: glibc gives each thread that decodes a photo (sharp, libuv's pool) an arena of
# its own and keeps what it freed there; one arena holds the api's peak under a burst of photos
# (docs/operations.md, "Memory").
ENV NODE_ENV=production NODE_OPTIONS=--enable-source-maps UPLOAD_DIR=/data/uploads MALLOC_ARENA_MAX=1
# The share images (og:image) draw their titles with these faces: Latin scripts and Japanese.
RUN apt-get update && apt-get install -y --no-install-recommends fontconfig fonts-liberation fonts-noto-cjk && rm -rf /var/lib/apt/lists/*
# Contact photos; a volume mounted here starts with this owner.
RUN mkdir -p /data/uploads && chown node:node /data/uploads
# The whole deps stage: node_modules, and the workspace folders with their package.json (and a
# workspace's own node_modules, should npm ever nest a package there for web/dist-server to find).
COPY --from=deps /app /app
COPY --from=build /app/dist dist
COPY --from=build /app/web/dist web/dist
COPY --from=build /app/web/dist-server web/dist-server
# What `node dist/migrate.mjs` hands to the Prisma CLI: the config, the schema, the migrations and
# the offline engine's launcher.
COPY --from=build /app/prisma/prisma.config.ts /app/prisma/schema.prisma prisma/
COPY --from=build /app/prisma/migrations prisma/migrations
COPY --from=build /app/prisma/offline-engine/schema-engine /app/prisma/offline-engine/launch.mjs prisma/offline-engine/
# What `node dist/seed.mjs` reads: the seed's content as data files (found next to the bundle's
# prisma/src, see scripts/server-bundle/source-locations.ts).
COPY --from=build /app/prisma/content prisma/content
USER node
EXPOSE 3000
CMD ["node", "dist/api.mjs"]
