-- The accounts one browser signed in to: an account not yet verified that shares a browser with a
-- self-excluded person is held until verification says who plays on it.
CREATE INDEX "known_devices_device_id_hash_idx" ON "known_devices" USING btree ("device_id_hash");