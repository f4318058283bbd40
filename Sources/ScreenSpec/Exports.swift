/// ScreenSpec's public API speaks in Scene's value types (`FontSpec`, `RGBA`, `CornerCurve`, `Appearance`):
/// a client that imports ScreenSpec has them without a product of their own. (The engine's types —
/// `Device`, `Viewport`, the layouts — come with `import CollectionLayout`.)
@_exported import Scene
