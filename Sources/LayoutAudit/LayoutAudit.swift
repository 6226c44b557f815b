// LayoutAudit: rules as data, the device-matrix runner, findings and reporters.
