"""memoryhub_client: a small typed Python client for the memoryhub API (httpx)."""

from memoryhub_client.client import Episodes, Keys, Memories, MemoryHub, MemoryHubError, Sessions

__all__ = ["Episodes", "Keys", "Memories", "MemoryHub", "MemoryHubError", "Sessions"]
