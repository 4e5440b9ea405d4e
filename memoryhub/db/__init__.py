"""memoryhub's database backend (``ENGINE = "memoryhub.db"``): Django's PostgreSQL backend, plus the
split between the app's runtime role and the migration role (see ``memoryhub.db.base``)."""
