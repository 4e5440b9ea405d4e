"""The conversation layer's index (``MessageIndex``): one row per earlier user message, with the
same partial HNSW index per shipped dimension and the same in-row vectors as the other layers."""

import django.contrib.postgres.indexes
import django.contrib.postgres.search
import django.db.models.deletion
import pgvector.django.vector
from django.conf import settings
from django.db import migrations, models

DIMENSIONS = (384, 512, 1536)
HNSW = [
    f"CREATE INDEX IF NOT EXISTS message_embedding_hnsw_{dim} ON memory_messageindex "
    f"USING hnsw ((embedding::vector({dim})) vector_cosine_ops) WHERE embedding_dim = {dim}"
    for dim in DIMENSIONS
]


class Migration(migrations.Migration):

    dependencies = [
        ('chat', '0001_initial'),
        ('memory', '0005_inline_vectors'),
        migrations.swappable_dependency(settings.AUTH_USER_MODEL),
    ]

    operations = [
        migrations.AlterField(
            model_name='termstats',
            name='layer',
            field=models.CharField(choices=[('memory', 'semantic entries'), ('episode', 'episodes'), ('message', 'earlier messages')], max_length=8),
        ),
        migrations.CreateModel(
            name='MessageIndex',
            fields=[
                ('id', models.BigAutoField(auto_created=True, primary_key=True, serialize=False, verbose_name='ID')),
                ('embedding', pgvector.django.vector.VectorField(blank=True, null=True)),
                ('embedding_model', models.CharField(blank=True, default='', max_length=100)),
                ('embedding_dim', models.PositiveSmallIntegerField(blank=True, null=True)),
                ('search_vector', django.contrib.postgres.search.SearchVectorField(blank=True, null=True)),
                ('said_at', models.DateTimeField()),
                ('message', models.OneToOneField(on_delete=django.db.models.deletion.CASCADE, related_name='+', to='chat.message')),
                ('session', models.ForeignKey(on_delete=django.db.models.deletion.CASCADE, related_name='+', to='chat.chatsession')),
                ('user', models.ForeignKey(on_delete=django.db.models.deletion.CASCADE, related_name='+', to=settings.AUTH_USER_MODEL)),
            ],
            options={
                'indexes': [models.Index(fields=['user', '-said_at'], name='message_index_user_recent'), django.contrib.postgres.indexes.GinIndex(fields=['search_vector'], name='message_index_search_gin')],
            },
        ),
        migrations.RunSQL(
            sql=[*HNSW, "ALTER TABLE memory_messageindex SET (toast_tuple_target = 4080)"],
            reverse_sql=[f"DROP INDEX IF EXISTS message_embedding_hnsw_{dim}" for dim in DIMENSIONS],
        ),
    ]
