//! A TCP proxy to stand between the server and its database, so a test can cut the
//! database off and bring it back without touching the shared PostgreSQL cluster.

use std::net::SocketAddr;
use std::sync::{Arc, Mutex};

use tokio::net::{TcpListener, TcpStream};
use tokio::task::JoinHandle;

/// Forwards `127.0.0.1:<port>` to a target address while up.
pub struct Proxy {
    pub port: u16,
    target: SocketAddr,
    tasks: Arc<Mutex<Vec<JoinHandle<()>>>>,
}

impl Proxy {
    /// Start forwarding to `target` on a free port.
    pub async fn start(target: SocketAddr) -> Proxy {
        let listener = TcpListener::bind("127.0.0.1:0")
            .await
            .expect("bind the proxy");
        let port = listener.local_addr().expect("its address").port();
        let proxy = Proxy {
            port,
            target,
            tasks: Arc::new(Mutex::new(Vec::new())),
        };
        proxy.serve(listener);
        proxy
    }

    fn serve(&self, listener: TcpListener) {
        let target = self.target;
        let tasks = self.tasks.clone();
        let accept = tokio::spawn(async move {
            while let Ok((mut inbound, _)) = listener.accept().await {
                let pipe = tokio::spawn(async move {
                    if let Ok(mut outbound) = TcpStream::connect(target).await {
                        let _ = tokio::io::copy_bidirectional(&mut inbound, &mut outbound).await;
                    }
                });
                tasks.lock().expect("tasks").push(pipe);
            }
        });
        self.tasks.lock().expect("tasks").push(accept);
    }

    /// Cut every connection and refuse new ones, as a stopped database would.
    pub fn stop(&self) {
        for task in self.tasks.lock().expect("tasks").drain(..) {
            task.abort();
        }
    }

    /// Accept and forward again, on the same port.
    pub async fn resume(&self) {
        let listener = TcpListener::bind(("127.0.0.1", self.port))
            .await
            .expect("bind the proxy's port again");
        self.serve(listener);
    }

    /// `url` (a PostgreSQL URL) with its host and port replaced by this proxy's.
    pub fn url_for(&self, url: &str) -> String {
        let (scheme, rest) = url.split_once("://").expect("a URL with a scheme");
        let (authority, path) = rest.split_once('/').unwrap_or((rest, ""));
        let user = authority.rsplit_once('@').map(|(u, _)| format!("{u}@"));
        format!(
            "{scheme}://{}127.0.0.1:{}/{path}",
            user.unwrap_or_default(),
            self.port
        )
    }
}

impl Drop for Proxy {
    fn drop(&mut self) {
        self.stop();
    }
}
