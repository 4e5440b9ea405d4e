"""Re-embed memories, episodes and the conversation layer's messages with the configured embedding model, with a progress bar.

Switching models: set EMBEDDING_PROVIDER (and for openai EMBEDDING_MODEL / EMBEDDING_DIM), then
run this. Vectors of both models coexist meanwhile (each row stores its model's name and
dimension); until a row is re-embedded the dense leg does not see it, the keyword leg still does.
"""

from __future__ import annotations

from typing import Any

from django.core.management.base import BaseCommand, CommandParser
from django.db.models import Q, QuerySet
from tqdm import tqdm

from apps.chat.models import Message
from apps.memory.conversation import conversation_index, index_texts
from apps.memory.embeddings import get_embedder
from apps.memory.indexing import entry_keywords, index_rows, memory_text
from apps.memory.models import Episode, MemoryEntry, MessageIndex


def _episode_text(episode: Episode) -> str:
    return episode.summary or " ".join(str(line.get("text", "")) for line in episode.lines)


class Command(BaseCommand):
    help = "Re-embed memories and episodes whose vectors come from another model (or all with --all)."

    def add_arguments(self, parser: CommandParser) -> None:
        parser.add_argument("--all", action="store_true", help="re-embed every row, not only other models' rows")
        parser.add_argument("--batch", type=int, default=64)

    def handle(self, *args: Any, all: bool, batch: int, **options: Any) -> None:
        embedder = get_embedder()
        stale = (
            Q()
            if all
            else ~Q(embedding_model=embedder.name) | Q(embedding_dim__isnull=True) | ~Q(embedding_dim=embedder.dim)
        )
        memories: QuerySet[MemoryEntry] = MemoryEntry.objects.filter(stale).order_by("pk")
        episodes: QuerySet[Episode] = Episode.objects.filter(stale).order_by("pk")
        said: QuerySet[MessageIndex] = MessageIndex.objects.filter(stale).order_by("pk")
        total = memories.count() + episodes.count() + said.count()
        self.stdout.write(f"re-embedding {total} rows with {embedder.name} ({embedder.dim}-d)")
        with tqdm(total=total, unit="row", disable=total == 0) as bar:
            memory_ids = list(memories.values_list("pk", flat=True))
            for start in range(0, len(memory_ids), batch):
                entries = list(MemoryEntry.objects.filter(pk__in=memory_ids[start : start + batch]).order_by("pk"))
                index_rows(
                    entries,
                    [memory_text(m.summary, m.facts) for m in entries],
                    documents=[entry_keywords(m) for m in entries],
                )
                bar.update(len(entries))
            episode_ids = list(episodes.values_list("pk", flat=True))
            for start in range(0, len(episode_ids), batch):
                rows = list(Episode.objects.filter(pk__in=episode_ids[start : start + batch]).order_by("pk"))
                index_rows(rows, [_episode_text(e) for e in rows])
                bar.update(len(rows))
            message_ids = list(said.values_list("message_id", flat=True))
            for start in range(0, len(message_ids), batch):
                messages = list(Message.objects.filter(pk__in=message_ids[start : start + batch]).order_by("pk"))
                texts = index_texts(messages)
                vectors = list(embedder.embed_passages(texts))
                conversation_index(
                    messages=messages, texts=texts, vectors=vectors, model=embedder.name, dim=embedder.dim
                )
                bar.update(len(messages))
        self.stdout.write(self.style.SUCCESS(f"done: {total} rows now embedded with {embedder.name}"))
