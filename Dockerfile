# Multi-stage build of the service. It cannot be built on our development machines (no Docker
# engine runs there), so it is kept deliberately plain; see docs/operations.md#docker.

# Everything npm install builds: the Prisma client, the server compiled into dist/ (tsc), the
# embedded database's template and the dashboard (scripts/start.mjs --build, run by postinstall).
FROM node:22-bookworm-slim AS build
WORKDIR /app
COPY . .
RUN npm ci --no-audit --no-fund

# The runtime's dependencies only: no TypeScript, tsx, Prisma CLI, Vite, test or lint tools.
# --omit=optional --omit=peer as well: the Prisma CLI and TypeScript are optional peers of
# @prisma/client, which --omit=dev alone still installs (with Prisma Studio, a second PGlite,
# effect: 250 MB); no runtime dependency has an optional one of its own.
FROM node:22-bookworm-slim AS runtime-deps
WORKDIR /app
COPY package.json package-lock.json ./
RUN npm ci --omit=dev --omit=optional --omit=peer --ignore-scripts --no-audit --no-fund

FROM node:22-bookworm-slim AS runtime
# With DATABASE_URL set, the service starts only with CARD_DETAILS_SECRET, WEBHOOK_SECRET_KEY and
# IDEMPOTENCY_FINGERPRINT_SECRET, or their <NAME>_FILE forms (for example Docker secrets mounted
# under /run/secrets): docs/operations.md#deployment-secrets. Never bake them into the image.
ENV NODE_ENV=production HOST=0.0.0.0 PORT=4000 DATA_DIR=/data
WORKDIR /app
COPY --from=runtime-deps /app/node_modules ./node_modules
COPY --from=build /app/node_modules/.cache/payments-api ./node_modules/.cache/payments-api
COPY --from=build /app/dist ./dist
COPY --from=build /app/dashboard/dist ./dashboard/dist
# Read at start: the migrations, and the schema the migration engine is given.
COPY package.json ./
COPY prisma ./prisma
RUN mkdir -p /data && chown -R node:node /data
USER node
EXPOSE 4000
VOLUME ["/data"]
HEALTHCHECK CMD node -e "fetch('http://127.0.0.1:'+process.env.PORT+'/readyz').then(r=>process.exit(r.ok?0:1),()=>process.exit(1))"
# The admin commands: docker run … node dist/admin/cli.js ledger:verify
CMD ["node", "dist/main.js"]
