# Multi-stage build of the service. It cannot be built on our development machines (no Docker
# engine runs there), so it is kept deliberately plain; see README.md.
FROM node:22-bookworm-slim AS deps
WORKDIR /app
COPY package.json package-lock.json prisma.config.ts ./
COPY prisma ./prisma
COPY scripts ./scripts
RUN npm ci --no-audit --no-fund

# The dashboard (dashboard/, served at /dashboard): built here, with the dev dependencies the
# deps stage installed, so the image starts with no build step (its CMD runs the server only).
FROM deps AS dashboard
COPY dashboard ./dashboard
RUN node dashboard/build.mjs --force

FROM node:22-bookworm-slim AS runtime
# With DATABASE_URL set, the service starts only with CARD_DETAILS_SECRET, WEBHOOK_SECRET_KEY and
# IDEMPOTENCY_FINGERPRINT_SECRET, or their <NAME>_FILE forms (for example Docker secrets mounted
# under /run/secrets): README.md, "Deployment secrets". Never bake them into the image.
ENV NODE_ENV=production HOST=0.0.0.0 PORT=4000 DATA_DIR=/data
WORKDIR /app
COPY --from=deps /app/node_modules ./node_modules
COPY . .
COPY --from=deps /app/src/generated ./src/generated
COPY --from=dashboard /app/dashboard/dist ./dashboard/dist
RUN mkdir -p /data && chown -R node:node /data
USER node
EXPOSE 4000
VOLUME ["/data"]
HEALTHCHECK CMD node -e "fetch('http://127.0.0.1:'+process.env.PORT+'/readyz').then(r=>process.exit(r.ok?0:1),()=>process.exit(1))"
CMD ["node", "--import", "tsx", "src/main.ts"]
