-- Every committed change to the catalogue tells each running shop process, so that its cached product pages are
-- re-rendered at once rather than when they expire (lib/catalog/page-cache-handler.mjs listens). NOTIFY is
-- transactional: it is delivered only if the change commits, once per transaction however many rows it touched.
CREATE FUNCTION notify_catalog_change() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM pg_notify('atelier_catalog', '');
  RETURN NULL;
END;
$$;

CREATE TRIGGER products_changed
  AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON products
  FOR EACH STATEMENT EXECUTE FUNCTION notify_catalog_change();
