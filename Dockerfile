# One image for both processes (api and workers); docker-compose picks the command.
FROM node:20-bookworm-slim AS build
WORKDIR /app
ENV PRISMA_OFFLINE=0
COPY package.json package-lock.json ./
COPY locales/package.json locales/
COPY prisma/package.json prisma/
COPY workers/package.json workers/
COPY api/package.json api/
COPY web/package.json web/
COPY prisma/schema.prisma prisma/prisma.config.ts prisma/
COPY prisma/scripts prisma/scripts
COPY prisma/offline-engine prisma/offline-engine
RUN npm ci --no-audit --no-fund
COPY . .
RUN npm run build

FROM node:20-bookworm-slim
WORKDIR /app
ENV NODE_ENV=production
COPY --from=build /app /app
EXPOSE 3000
CMD ["node", "--import", "tsx", "api/src/server.ts"]
