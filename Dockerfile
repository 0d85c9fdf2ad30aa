# One image for all three services; docker-compose.yml picks the command.
FROM node:20-bookworm-slim
RUN apt-get update && apt-get install -y --no-install-recommends python3 make g++ curl && rm -rf /var/lib/apt/lists/*
WORKDIR /app
RUN npm install -g pnpm@10.34.9
COPY . .
# Compiled output of every service: rules, platform and gateway (tsc → dist/), GraphiQL and web (vite builds).
RUN pnpm install --frozen-lockfile && pnpm codegen && pnpm build
ENV NODE_ENV=production
