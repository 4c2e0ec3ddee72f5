# Tabletop's server as a container image: built in a full Rust image, run from a slim
# Debian one as an unprivileged user. `docker compose up` (compose.yaml) runs it on
# PostgreSQL; without DATABASE_URL it keeps an SQLite file in /var/lib/tabletop.
#   docker build -t tabletop .
#   docker run -p 8080:8080 -v tabletop-data:/var/lib/tabletop tabletop

FROM rust:1.95-slim-bookworm AS build
WORKDIR /src
COPY . .
# Only the server binary; the caches keep the registry and build products between builds.
RUN --mount=type=cache,target=/usr/local/cargo/registry \
    --mount=type=cache,target=/src/target \
    cargo build --release --locked -p api --bin tabletop \
 && cp target/release/tabletop /usr/local/bin/tabletop

FROM debian:bookworm-slim
RUN useradd --system --uid 10001 --user-group --home-dir /var/lib/tabletop tabletop \
 && mkdir -p /var/lib/tabletop \
 && chown tabletop:tabletop /var/lib/tabletop
COPY --from=build /usr/local/bin/tabletop /usr/local/bin/tabletop
USER tabletop
WORKDIR /var/lib/tabletop
# Inside a container the server must listen beyond loopback to be reachable at all.
ENV TABLETOP_BIND=0.0.0.0:8080 \
    TABLETOP_DATA_DIR=/var/lib/tabletop \
    TABLETOP_LOG_FORMAT=json
EXPOSE 8080
VOLUME ["/var/lib/tabletop"]
ENTRYPOINT ["/usr/local/bin/tabletop"]
CMD ["serve"]
