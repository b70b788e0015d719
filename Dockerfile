# One image for both processes (api and workers); docker-compose picks the command.
FROM node:20-bookworm-slim AS build
WORKDIR /app
# The whole tree before `npm ci`: workspace postinstalls (Prisma client, the web route tree) need
# their sources.
COPY . .
RUN npm ci --no-audit --no-fund && npm run build

FROM node:20-bookworm-slim
WORKDIR /app
ENV NODE_ENV=production
# The share images (og:image) draw their titles with these faces: Latin scripts and Japanese.
RUN apt-get update && apt-get install -y --no-install-recommends fontconfig fonts-liberation fonts-noto-cjk && rm -rf /var/lib/apt/lists/*
COPY --from=build /app /app
EXPOSE 3000
CMD ["node", "--import", "tsx", "api/src/server.ts"]
