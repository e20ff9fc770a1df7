# syntax=docker/dockerfile:1
# The site as an image: the folder `npm run bundle` writes (scripts/bundle.ts), built by that same
# script in the first stage and run by a non-root user in the second (README.md, "Deploying").
#
#   docker build --build-arg BUILD_ID=$(git rev-parse --short HEAD) \
#     --build-arg SITE_URL=https://www.example.com -t meridian-web .
#
# The Node the project pins (the `node` devDependency), on the Debian the bundle's sharp and
# PGlite binaries are built for.
ARG NODE_IMAGE=node:24.21.0-bookworm-slim

FROM ${NODE_IMAGE} AS build
WORKDIR /src
# The workspaces' manifests first: the installed dependencies stay cached while only code changes.
COPY package.json package-lock.json .npmrc ./
COPY schemas/package.json schemas/
COPY content/package.json content/
COPY dataset/package.json dataset/
COPY lake/package.json lake/
COPY web/package.json web/
COPY studio/package.json studio/
RUN npm ci --no-audit --no-fund
COPY . .
# Read when the pages are prerendered and the response headers are fixed, so they are build
# arguments (README.md, "Configuration"); every instance of one deployment runs the same image, and
# so shares BUILD_ID. Left unset, a variable is simply absent.
ARG BUILD_ID
ARG SITE_URL
ARG SANITY_PROJECT_ID
ARG SANITY_DATASET
ARG SANITY_STUDIO_URL
ARG RECAPTCHA_SITE_KEY
ARG COOKIEBOT_ID
ARG ANALYTICS_GA_ID
ARG MARKETING_PIXEL_URL
ARG CHAT_WIDGET_URL
ARG CUSTOMER_CHAT_URL
# A private hosted dataset is read at build with its token: a build secret, never a layer
# (`docker build --secret id=sanity_read_token,env=SANITY_API_READ_TOKEN …`).
RUN --mount=type=secret,id=sanity_read_token,env=SANITY_API_READ_TOKEN,required=false \
    npm run bundle

FROM ${NODE_IMAGE}
ENV NODE_ENV=production \
    NEXT_TELEMETRY_DISABLED=1 \
    NEXT_MANUAL_SIG_HANDLE=true \
    PORT=3000 \
    HOSTNAME=0.0.0.0
# Owned by the user the server runs as: Next writes revalidated pages under web/.next-bundle, and
# PGlite (no DATABASE_URL) keeps leads in /app/.data, where a volume belongs (a volume mounted on
# it takes the folder's owner).
RUN mkdir -p /app/.data && chown node:node /app /app/.data
WORKDIR /app
COPY --from=build --chown=node:node /src/.deploy ./
USER node
EXPOSE 3000
# /api/health: 200 while this instance can serve, 503 naming what is down (README.md, "Health").
HEALTHCHECK --interval=10s --timeout=5s --start-period=30s --retries=3 \
    CMD ["node", "-e", "fetch(`http://127.0.0.1:${process.env.PORT}/api/health`).then((r) => process.exit(r.ok ? 0 : 1), () => process.exit(1))"]
# V8 flag: README.md, "Deploying" (PGlite's WebAssembly and memory protection keys).
CMD ["node", "--no-memory-protection-keys", "server.js"]
