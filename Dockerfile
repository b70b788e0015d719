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
COPY --from=build /app /app
EXPOSE 3000
CMD ["node", "--import", "tsx", "api/src/server.ts"]
