from django.http import HttpRequest, HttpResponse
from django.urls import path, re_path
from django.views.decorators.csrf import csrf_exempt

from apps.api.api import api
from apps.api.errors import error_response


@csrf_exempt  # it changes nothing: a POST to a wrong path is a 404, not a CSRF page
def unknown_endpoint(request: HttpRequest, rest: str = "") -> HttpResponse:
    """Unknown paths under /api/v1/ answer in the API's error shape, not Django's HTML page."""
    return error_response(404, "not_found", "No such endpoint. See /api/v1/docs.")


urlpatterns = [path("", api.urls), re_path(r"^(?P<rest>.*)$", unknown_endpoint)]
