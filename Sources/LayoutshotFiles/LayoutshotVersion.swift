/// The version of Layoutshot, in one place: the CLI's `--version`, every goldens folder's
/// `environment.json` (written by `verify` and by `LayoutshotTesting`) and the handouts' feet.
public enum LayoutshotVersion {
    public static let current = "0.1.0"
}
