import AutoLayout
import Foundation
import Scene

extension ViewDrawing {
    /// A button with a `UIButton.Configuration` (rule "views", issue 32): the style's background in its
    /// corner, then the image (a symbol's outline in the foreground colour, else the image) or, with
    /// `showsActivityIndicator`, a spinner in its place, the title and the subtitle where
    /// `ButtonConfigurationLayout` puts them.
    func configuredButtonNodes(_ button: UIButton, _ c: UIButton.Configuration, in frame: CGRect, alpha: Double) -> [SceneNode] {
        guard let layout = button.configurationLayout else { return [] }
        let tint = Self.tint(of: button)
        var out: [SceneNode] = []
        if let fill = c.backgroundFill(tint: tint) {
            let stroke = c.background.strokeWidth > 0 ? c.background.strokeColor?.rgba(in: appearance) : nil
            out.append(.shape(ShapeNode(frame: frame, kind: .rectangle(cornerRadius: Double(c.cornerRadius(height: frame.height)), curve: .continuous),
                                        fill: .color(fill.rgba(in: appearance)), stroke: stroke, lineWidth: Double(c.background.strokeWidth), alpha: alpha)))
        }
        let parts = layout.frames(in: CGRect(origin: .zero, size: frame.size))
        let foreground = c.foregroundColor(tint: tint)
        if c.showsActivityIndicator, let box = parts.image?.offsetBy(dx: frame.minX, dy: frame.minY) {
            let spinner = UIActivityIndicatorView(style: .medium)
            spinner.color = c.activityIndicatorColorTransformer.map { $0(foreground) } ?? foreground
            spinner.startAnimating()
            out += spinner.contentNodes(in: box, appearance: appearance, alpha: alpha)
        } else if let image = c.image, let box = parts.image?.offsetBy(dx: frame.minX, dy: frame.minY) {
            if let url = image.fileURL {
                out.append(.image(ImageNode(path: url.path, frame: box, contentMode: .scaleAspectFit, cornerRadius: 0, alpha: alpha)))
            } else if image.isSymbolImage {
                let color = c.imageColorTransformer.map { $0(foreground) } ?? foreground
                out.append(.shape(symbolOutline(image.size, in: box, contentMode: .center, tint: color, alpha: alpha)))
            }
        }
        func text(_ string: String?, _ font: UIFont, _ color: UIColor, _ box: CGRect?) {
            guard let string, !string.isEmpty, let box else { return }
            var rgba = color.rgba(in: appearance)
            rgba.alpha *= alpha
            out.append(.text(TextNode(text: string, frame: box.offsetBy(dx: frame.minX, dy: frame.minY), font: font.spec,
                                      color: rgba, alignment: .center, numberOfLines: 1)))
        }
        text(c.titleText, c.titleFont, c.titleColor(tint: tint), parts.title)
        text(c.subtitleText, c.subtitleFont, foreground, parts.subtitle)
        return out
    }
}
