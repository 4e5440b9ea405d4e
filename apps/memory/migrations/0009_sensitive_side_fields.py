from django.db import migrations


def mark_contacts(apps, schema_editor):
    """Entries stored before a contact in the entity, the key or a fact's name counted (issue 10):
    mark those that hold one there. Nothing is changed but the flag."""
    from apps.memory.contacts import memory_has_contact

    MemoryEntry = apps.get_model("memory", "MemoryEntry")
    rows = MemoryEntry.objects.filter(sensitive=False).values_list("pk", "summary", "facts", "entity", "key")
    marked = [
        pk
        for pk, summary, facts, entity, key in rows.iterator(chunk_size=2000)
        if memory_has_contact(summary, facts, entity=entity, key=key)
    ]
    MemoryEntry.objects.filter(pk__in=marked).update(sensitive=True)


class Migration(migrations.Migration):
    dependencies = [
        ("memory", "0008_switched_off_index"),
    ]

    operations = [
        migrations.RunPython(mark_contacts, migrations.RunPython.noop),
    ]
