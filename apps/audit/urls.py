from django.urls import path

from apps.audit import api

app_name = "audit"

urlpatterns = [
    path("", api.AuditApiRoot.as_view(), name="root"),
    path("events/", api.AuditEventList.as_view(), name="events"),
    path("events/export.csv", api.AuditEventExport.as_view(), name="events-export"),
    path("events/<int:pk>/", api.AuditEventDetail.as_view(), name="event-detail"),
    path("erasure-requests/", api.ErasureRequestList.as_view(), name="erasure-requests"),
    path("erasure-requests/<int:pk>/", api.ErasureRequestDetail.as_view(), name="erasure-request-detail"),
    path("verify/", api.AuditVerify.as_view(), name="verify"),
]
