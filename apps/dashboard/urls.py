from django.urls import path

from apps.dashboard.views import chat, home, keys, memory, playground

app_name = "dashboard"
urlpatterns = [
    path("", home.home, name="home"),
    # my memory
    path("memory/", memory.memory_list, name="memory"),
    path("memory/switch/", home.memory_switch, name="memory-switch"),
    path("memory/clear/", home.clear_all, name="clear-all"),
    path("memory/export/", home.export, name="export"),
    path("memory/import/", home.import_data, name="import"),
    path("account/delete/", home.delete_account, name="account-delete"),
    path("memory/receipt/", memory.receipt, name="receipt"),
    path("memory/receipts/", memory.receipts, name="receipts"),
    path("memory/receipts/<int:pk>/", memory.receipt_detail, name="receipt-detail"),
    path("memory/bulk/", memory.memory_bulk, name="memory-bulk"),
    path("memory/pending/", memory.pending, name="pending"),
    path("memory/changes/", memory.changelog, name="changelog"),
    path("memory/changes/<int:pk>/undo/", memory.changelog_undo, name="changelog-undo"),
    path("memory/changes/rejected/<int:pk>/undo/", memory.rejection_undo, name="rejection-undo"),
    path("memory/<int:pk>/", memory.memory_detail, name="memory-detail"),
    path("memory/<int:pk>/card/", memory.memory_card, name="memory-card"),
    path("memory/<int:pk>/edit/", memory.memory_edit, name="memory-edit"),
    path("memory/<int:pk>/switch/", memory.memory_toggle, name="memory-toggle"),
    path("memory/<int:pk>/delete/", memory.memory_delete, name="memory-delete"),
    path("memory/<int:pk>/sources/", memory.memory_sources, name="memory-sources"),
    path("memory/<int:pk>/resolve/", memory.pending_resolve, name="pending-resolve"),
    path("memory/<int:pk>/versions/<int:version>/restore/", memory.memory_restore_version, name="memory-restore"),
    path("episodes/<int:pk>/", memory.episode_detail, name="episode-detail"),
    # chat
    path("chat/", chat.chat_list, name="chat"),
    path("chat/new/", chat.chat_new, name="chat-new"),
    path("chat/stream/", chat.chat_stream, name="chat-stream"),
    path("chat/<int:pk>/", chat.chat_session, name="chat-session"),
    path("chat/<int:pk>/send/", chat.chat_send, name="chat-send"),
    path("chat/<int:pk>/delete/", chat.chat_delete, name="chat-delete"),
    path("chat/<int:pk>/notice/<int:message_id>/", chat.chat_notice, name="chat-notice"),
    # playground
    path("playground/", playground.playground, name="playground"),
    path("playground/personas/", playground.persona_new, name="persona-new"),
    path("playground/run/", playground.playground_run, name="playground-run"),
    # API keys (workspace owners)
    path("keys/", keys.api_keys, name="api-keys"),
    path("keys/<slug:prefix>/revoke/", keys.api_key_revoke_view, name="api-key-revoke"),
]
