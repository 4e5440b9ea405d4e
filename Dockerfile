# memoryhub: one image for web (gunicorn), worker and beat (celery); see docker-compose.yml.
FROM python:3.11-slim

ENV PYTHONDONTWRITEBYTECODE=1 \
    PYTHONUNBUFFERED=1 \
    PIP_NO_CACHE_DIR=1 \
    PIP_DISABLE_PIP_VERSION_CHECK=1 \
    # Run from the source tree in /app (templates/, static/, var/ are found next to memoryhub/).
    PYTHONPATH=/app

WORKDIR /app
RUN useradd --create-home --uid 10001 memoryhub

COPY . .
# The same locked versions as a developer install (scripts/dev), without the dev extras.
RUN pip install -c requirements.lock .

# Settings need a DATABASE_URL and a real-looking SECRET_KEY when DEBUG is off; collectstatic
# connects to neither, so build-only placeholders are enough (they are not kept in the image).
RUN DATABASE_URL=postgres://build@localhost/build \
    SECRET_KEY=build-only-placeholder-never-used-at-runtime \
    ALLOWED_HOSTS=build \
    python manage.py collectstatic --no-input -v0 \
 && mkdir -p var \
 && chown -R memoryhub:memoryhub var

USER memoryhub
EXPOSE 8000
# workers, timeout, warm-up: gunicorn.conf.py (WEB_CONCURRENCY, GUNICORN_TIMEOUT)
CMD ["gunicorn", "memoryhub.wsgi", "--config", "gunicorn.conf.py"]
