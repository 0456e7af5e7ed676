"""Connect to the Docker engine, or say exactly how to start one (exit 3)."""

from __future__ import annotations

from harness.errors import InfraError

START_HINT = (
    "start an engine as root, e.g. `.ci/docker-setup.sh engine`, or by hand: apt-get install -y docker.io && "
    "dockerd --storage-driver=overlay2 --iptables=false --ip-masq=false --bridge=none "
    "--data-root=/var/lib/kvh-docker --pidfile=/run/kvh-dockerd.pid &"
)


def docker_client():
    """A connected ``docker.DockerClient`` (from the usual DOCKER_HOST / socket settings); ``InfraError`` if none."""
    try:
        import docker
        from docker.errors import DockerException
    except ImportError:
        raise InfraError("the docker Python SDK is not installed (pip install 'docker>=7')") from None
    try:
        client = docker.from_env()
        client.ping()
    except DockerException as exc:
        raise InfraError(f"no Docker engine answers ({exc}); {START_HINT}") from None
    return client
