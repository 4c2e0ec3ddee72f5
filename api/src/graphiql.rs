//! GraphiQL served from the binary: the page and its four assets (GraphiQL 4.0.3 with
//! graphql-ws bundled, React 18.3.1 and ReactDOM 18.3.1, as published on npm; their licences
//! are in `api/assets/graphiql/LICENSES.txt`), so the page works offline and behind a
//! firewall. Asset paths carry the version, so browsers may keep them for good.
//!
//! To update: `npm pack graphiql@X react@18 react-dom@18`, copy `dist/index.umd.js` and
//! `dist/style.css` of graphiql and the `umd/*.production.min.js` of react and react-dom
//! over the files in `api/assets/graphiql/`, and change [`VERSION`].

use actix_web::HttpResponse;
use actix_web::http::header;
use actix_web::web;

/// GraphiQL's version, part of every asset's path.
pub const VERSION: &str = "4.0.3";

const PAGE: &str = include_str!("../assets/graphiql/index.html");

/// File name, content type, bytes.
const ASSETS: [(&str, &str, &[u8]); 4] = [
    (
        "graphiql.min.js",
        "text/javascript; charset=utf-8",
        include_bytes!("../assets/graphiql/graphiql.min.js"),
    ),
    (
        "graphiql.min.css",
        "text/css; charset=utf-8",
        include_bytes!("../assets/graphiql/graphiql.min.css"),
    ),
    (
        "react.production.min.js",
        "text/javascript; charset=utf-8",
        include_bytes!("../assets/graphiql/react.production.min.js"),
    ),
    (
        "react-dom.production.min.js",
        "text/javascript; charset=utf-8",
        include_bytes!("../assets/graphiql/react-dom.production.min.js"),
    ),
];

/// The GraphiQL page.
pub fn page() -> HttpResponse {
    HttpResponse::Ok()
        .content_type("text/html; charset=utf-8")
        .insert_header((header::CACHE_CONTROL, "no-cache"))
        .body(PAGE.replace("{{VERSION}}", VERSION))
}

/// `GET /graphiql/{version}/{file}`: an asset of this version, or 404.
pub async fn asset(path: web::Path<(String, String)>) -> HttpResponse {
    let (version, file) = path.into_inner();
    match ASSETS.iter().find(|(name, _, _)| *name == file) {
        Some((_, content_type, bytes)) if version == VERSION => HttpResponse::Ok()
            .content_type(*content_type)
            .insert_header((header::CACHE_CONTROL, "public, max-age=31536000, immutable"))
            .body(*bytes),
        _ => HttpResponse::NotFound().finish(),
    }
}
