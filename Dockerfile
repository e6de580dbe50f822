# The HTTP service: `docker build -t context-retrieval . && docker run -p 8000:8000 context-retrieval`
FROM python:3.11-slim

ENV PYTHONDONTWRITEBYTECODE=1 \
    PYTHONUNBUFFERED=1 \
    PIP_NO_CACHE_DIR=1 \
    PIP_DISABLE_PIP_VERSION_CHECK=1 \
    CONTEXT_RETRIEVAL_DATA_DIR=/data/homes \
    CONTEXT_RETRIEVAL_CACHE_DIR=/data/cache

WORKDIR /app
COPY pyproject.toml README.md LICENSE ./
COPY src ./src
RUN pip install . \
    && useradd --create-home --uid 10001 app \
    && mkdir -p /data/homes /data/cache \
    && chown -R app:app /data

USER app
# Uploaded homes and the embedding vector cache (shared by every process using /data).
VOLUME ["/data"]
EXPOSE 8000
HEALTHCHECK --interval=15s --timeout=3s --start-period=30s \
    CMD ["python", "-c", "import urllib.request; urllib.request.urlopen('http://127.0.0.1:8000/healthz', timeout=2)"]
CMD ["context-retrieval", "serve", "--host", "0.0.0.0", "--port", "8000"]
