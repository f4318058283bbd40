import Foundation

// UniformTypeIdentifiers on Linux (issue 31 Deliver 3): the system's declared types, their tags and
// their conformance, from a table of the common ones (Apple's identifiers, extensions and MIME types);
// no dynamic types are registered and no file's content is inspected.

/// Apple's `UTType`: a uniform type identifier with its filename extensions, MIME types and supertypes.
public struct UTType: Hashable, Sendable, CustomStringConvertible {
    public let identifier: String

    /// A declared type by identifier (`"public.png"`); nil for one the table does not know.
    public init?(_ identifier: String) {
        guard UTType.table[identifier] != nil else { return nil }
        self.identifier = identifier
    }

    /// The declared type with that filename extension (case-insensitive), conforming to `supertype`.
    public init?(filenameExtension: String, conformingTo supertype: UTType = .data) {
        let ext = filenameExtension.lowercased()
        guard let found = UTType.table.keys.sorted().first(where: { UTType.table[$0]?.extensions.contains(ext) == true }),
              UTType(uncheckedIdentifier: found).conforms(to: supertype) else { return nil }
        identifier = found
    }

    /// The declared type with that MIME type, conforming to `supertype`.
    public init?(mimeType: String, conformingTo supertype: UTType = .data) {
        let mime = mimeType.lowercased()
        guard let found = UTType.table.keys.sorted().first(where: { UTType.table[$0]?.mimeTypes.contains(mime) == true }),
              UTType(uncheckedIdentifier: found).conforms(to: supertype) else { return nil }
        identifier = found
    }

    /// Apple's `init(exportedAs:conformingTo:)` and `init(importedAs:conformingTo:)`: the app's own type, by identifier.
    public init(exportedAs identifier: String, conformingTo parent: UTType? = nil) { self.identifier = identifier }
    public init(importedAs identifier: String, conformingTo parent: UTType? = nil) { self.identifier = identifier }

    init(uncheckedIdentifier: String) { identifier = uncheckedIdentifier }

    public var description: String { identifier }
    public var preferredFilenameExtension: String? { UTType.table[identifier]?.extensions.first }
    public var preferredMIMEType: String? { UTType.table[identifier]?.mimeTypes.first }
    public var localizedDescription: String? { UTType.table[identifier]?.name }
    public var isDeclared: Bool { UTType.table[identifier] != nil }
    public var isDynamic: Bool { false }
    public var isPublicType: Bool { identifier.hasPrefix("public.") }
    public var isSystemDeclared: Bool { isDeclared }
    public var tags: [UTTagClass: [String]] {
        [.filenameExtension: UTType.table[identifier]?.extensions ?? [], .mimeType: UTType.table[identifier]?.mimeTypes ?? []]
    }

    /// Its supertypes, nearest first, each once.
    public var supertypes: Set<UTType> {
        var found: Set<UTType> = []
        var queue = UTType.table[identifier]?.parents ?? []
        while let next = queue.first {
            queue.removeFirst()
            if found.insert(UTType(uncheckedIdentifier: next)).inserted { queue += UTType.table[next]?.parents ?? [] }
        }
        return found
    }

    public func conforms(to type: UTType) -> Bool { self == type || supertypes.contains(type) }
    public func isSupertype(of type: UTType) -> Bool { type.conforms(to: self) }
    public func isSubtype(of type: UTType) -> Bool { conforms(to: type) && self != type }

    struct Entry { var name: String; var parents: [String]; var extensions: [String] = []; var mimeTypes: [String] = [] }

    static let table: [String: Entry] = [
        "public.item": Entry(name: "item", parents: []),
        "public.content": Entry(name: "content", parents: []),
        "public.composite-content": Entry(name: "composite content", parents: ["public.content"]),
        "public.data": Entry(name: "data", parents: ["public.item"], extensions: ["bin"], mimeTypes: ["application/octet-stream"]),
        "public.directory": Entry(name: "directory", parents: ["public.item"]),
        "public.folder": Entry(name: "folder", parents: ["public.directory"]),
        "public.volume": Entry(name: "volume", parents: ["public.folder"]),
        "com.apple.package": Entry(name: "package", parents: ["public.directory"]),
        "com.apple.bundle": Entry(name: "bundle", parents: ["public.directory"]),
        "com.apple.application": Entry(name: "application", parents: ["public.data"]),
        "com.apple.application-bundle": Entry(name: "application", parents: ["com.apple.application", "com.apple.package"], extensions: ["app"]),
        "com.apple.framework": Entry(name: "framework", parents: ["com.apple.bundle"], extensions: ["framework"]),
        "public.executable": Entry(name: "executable", parents: ["public.item"]),
        "public.symlink": Entry(name: "symbolic link", parents: ["public.item"]),
        "com.apple.alias-file": Entry(name: "alias", parents: ["public.data"]),
        "public.url": Entry(name: "URL", parents: ["public.data"]),
        "public.file-url": Entry(name: "file URL", parents: ["public.url"]),
        "public.text": Entry(name: "text", parents: ["public.data", "public.content"], extensions: ["txt"], mimeTypes: ["text/plain"]),
        "public.plain-text": Entry(name: "plain text", parents: ["public.text"], extensions: ["txt", "text"], mimeTypes: ["text/plain"]),
        "public.utf8-plain-text": Entry(name: "UTF-8 plain text", parents: ["public.plain-text"]),
        "public.utf16-plain-text": Entry(name: "UTF-16 plain text", parents: ["public.plain-text"]),
        "public.rtf": Entry(name: "rich text", parents: ["public.text"], extensions: ["rtf"], mimeTypes: ["text/rtf"]),
        "public.html": Entry(name: "HTML", parents: ["public.text"], extensions: ["html", "htm"], mimeTypes: ["text/html"]),
        "public.xml": Entry(name: "XML", parents: ["public.text"], extensions: ["xml"], mimeTypes: ["application/xml", "text/xml"]),
        "public.json": Entry(name: "JSON", parents: ["public.text"], extensions: ["json"], mimeTypes: ["application/json"]),
        "public.yaml": Entry(name: "YAML", parents: ["public.text"], extensions: ["yaml", "yml"], mimeTypes: ["application/x-yaml"]),
        "public.comma-separated-values-text": Entry(name: "CSV", parents: ["public.text"], extensions: ["csv"], mimeTypes: ["text/csv"]),
        "public.tab-separated-values-text": Entry(name: "TSV", parents: ["public.text"], extensions: ["tsv"], mimeTypes: ["text/tab-separated-values"]),
        "public.source-code": Entry(name: "source code", parents: ["public.plain-text"]),
        "public.swift-source": Entry(name: "Swift source", parents: ["public.source-code"], extensions: ["swift"]),
        "public.c-source": Entry(name: "C source", parents: ["public.source-code"], extensions: ["c"]),
        "public.c-header": Entry(name: "C header", parents: ["public.source-code"], extensions: ["h"]),
        "public.objective-c-source": Entry(name: "Objective-C source", parents: ["public.source-code"], extensions: ["m"]),
        "public.shell-script": Entry(name: "shell script", parents: ["public.source-code"], extensions: ["sh"]),
        "public.python-script": Entry(name: "Python script", parents: ["public.source-code"], extensions: ["py"]),
        "com.netscape.javascript-source": Entry(name: "JavaScript", parents: ["public.source-code"], extensions: ["js"], mimeTypes: ["text/javascript"]),
        "net.daringfireball.markdown": Entry(name: "Markdown", parents: ["public.plain-text"], extensions: ["md", "markdown"], mimeTypes: ["text/markdown"]),
        "public.log": Entry(name: "log", parents: ["public.plain-text"], extensions: ["log"]),
        "com.apple.property-list": Entry(name: "property list", parents: ["public.data"], extensions: ["plist"]),
        "com.apple.xml-property-list": Entry(name: "XML property list", parents: ["com.apple.property-list", "public.xml"]),
        "com.apple.binary-property-list": Entry(name: "binary property list", parents: ["com.apple.property-list"]),
        "public.image": Entry(name: "image", parents: ["public.data", "public.content"]),
        "public.png": Entry(name: "PNG image", parents: ["public.image"], extensions: ["png"], mimeTypes: ["image/png"]),
        "public.jpeg": Entry(name: "JPEG image", parents: ["public.image"], extensions: ["jpeg", "jpg"], mimeTypes: ["image/jpeg"]),
        "com.compuserve.gif": Entry(name: "GIF image", parents: ["public.image"], extensions: ["gif"], mimeTypes: ["image/gif"]),
        "public.tiff": Entry(name: "TIFF image", parents: ["public.image"], extensions: ["tiff", "tif"], mimeTypes: ["image/tiff"]),
        "public.heic": Entry(name: "HEIC image", parents: ["public.image"], extensions: ["heic"], mimeTypes: ["image/heic"]),
        "public.heif": Entry(name: "HEIF image", parents: ["public.image"], extensions: ["heif"], mimeTypes: ["image/heif"]),
        "org.webmproject.webp": Entry(name: "WebP image", parents: ["public.image"], extensions: ["webp"], mimeTypes: ["image/webp"]),
        "com.microsoft.bmp": Entry(name: "BMP image", parents: ["public.image"], extensions: ["bmp"], mimeTypes: ["image/bmp"]),
        "com.microsoft.ico": Entry(name: "icon", parents: ["public.image"], extensions: ["ico"], mimeTypes: ["image/vnd.microsoft.icon"]),
        "public.svg-image": Entry(name: "SVG image", parents: ["public.image", "public.xml"], extensions: ["svg"], mimeTypes: ["image/svg+xml"]),
        "com.apple.icns": Entry(name: "Apple icon", parents: ["public.image"], extensions: ["icns"]),
        "com.adobe.pdf": Entry(name: "PDF document", parents: ["public.data", "public.composite-content"], extensions: ["pdf"], mimeTypes: ["application/pdf"]),
        "public.audiovisual-content": Entry(name: "audiovisual content", parents: ["public.data", "public.content"]),
        "public.movie": Entry(name: "movie", parents: ["public.audiovisual-content"]),
        "public.video": Entry(name: "video", parents: ["public.movie"]),
        "public.audio": Entry(name: "audio", parents: ["public.audiovisual-content"]),
        "public.mpeg-4": Entry(name: "MPEG-4 movie", parents: ["public.movie"], extensions: ["mp4"], mimeTypes: ["video/mp4"]),
        "com.apple.quicktime-movie": Entry(name: "QuickTime movie", parents: ["public.movie"], extensions: ["mov"], mimeTypes: ["video/quicktime"]),
        "public.mp3": Entry(name: "MP3 audio", parents: ["public.audio"], extensions: ["mp3"], mimeTypes: ["audio/mpeg"]),
        "public.mpeg-4-audio": Entry(name: "MPEG-4 audio", parents: ["public.audio"], extensions: ["m4a"], mimeTypes: ["audio/mp4"]),
        "com.microsoft.waveform-audio": Entry(name: "WAVE audio", parents: ["public.audio"], extensions: ["wav"], mimeTypes: ["audio/wav"]),
        "public.archive": Entry(name: "archive", parents: ["public.data"]),
        "public.zip-archive": Entry(name: "ZIP archive", parents: ["public.archive"], extensions: ["zip"], mimeTypes: ["application/zip"]),
        "org.gnu.gnu-zip-archive": Entry(name: "gzip archive", parents: ["public.archive"], extensions: ["gz"], mimeTypes: ["application/gzip"]),
        "public.tar-archive": Entry(name: "tar archive", parents: ["public.archive"], extensions: ["tar"], mimeTypes: ["application/x-tar"]),
        "public.font": Entry(name: "font", parents: ["public.data"]),
        "public.truetype-ttf-font": Entry(name: "TrueType font", parents: ["public.font"], extensions: ["ttf"], mimeTypes: ["font/ttf"]),
        "public.opentype-font": Entry(name: "OpenType font", parents: ["public.font"], extensions: ["otf"], mimeTypes: ["font/otf"]),
        "public.vcard": Entry(name: "vCard", parents: ["public.text"], extensions: ["vcf"], mimeTypes: ["text/vcard"]),
        "public.calendar-event": Entry(name: "calendar event", parents: ["public.item"]),
        "public.contact": Entry(name: "contact", parents: ["public.item"]),
        "public.message": Entry(name: "message", parents: ["public.item"]),
        "public.email-message": Entry(name: "email message", parents: ["public.message"], extensions: ["eml"], mimeTypes: ["message/rfc822"]),
        "public.database": Entry(name: "database", parents: ["public.data"]),
        "public.spreadsheet": Entry(name: "spreadsheet", parents: ["public.content"]),
        "public.presentation": Entry(name: "presentation", parents: ["public.composite-content"]),
        "public.x509-certificate": Entry(name: "certificate", parents: ["public.data"], extensions: ["cer", "crt", "der"]),
    ]
}

/// Apple's `UTTagClass`.
public struct UTTagClass: Hashable, Sendable, RawRepresentable {
    public let rawValue: String
    public init(rawValue: String) { self.rawValue = rawValue }
    public static let filenameExtension = UTTagClass(rawValue: "public.filename-extension")
    public static let mimeType = UTTagClass(rawValue: "public.mime-type")
}

extension UTType {
    public static let item = UTType(uncheckedIdentifier: "public.item"), content = UTType(uncheckedIdentifier: "public.content")
    public static let compositeContent = UTType(uncheckedIdentifier: "public.composite-content"), data = UTType(uncheckedIdentifier: "public.data")
    public static let directory = UTType(uncheckedIdentifier: "public.directory"), folder = UTType(uncheckedIdentifier: "public.folder")
    public static let volume = UTType(uncheckedIdentifier: "public.volume"), package = UTType(uncheckedIdentifier: "com.apple.package")
    public static let bundle = UTType(uncheckedIdentifier: "com.apple.bundle"), application = UTType(uncheckedIdentifier: "com.apple.application")
    public static let applicationBundle = UTType(uncheckedIdentifier: "com.apple.application-bundle")
    public static let framework = UTType(uncheckedIdentifier: "com.apple.framework"), executable = UTType(uncheckedIdentifier: "public.executable")
    public static let symbolicLink = UTType(uncheckedIdentifier: "public.symlink"), aliasFile = UTType(uncheckedIdentifier: "com.apple.alias-file")
    public static let url = UTType(uncheckedIdentifier: "public.url"), fileURL = UTType(uncheckedIdentifier: "public.file-url")
    public static let text = UTType(uncheckedIdentifier: "public.text"), plainText = UTType(uncheckedIdentifier: "public.plain-text")
    public static let utf8PlainText = UTType(uncheckedIdentifier: "public.utf8-plain-text")
    public static let utf16PlainText = UTType(uncheckedIdentifier: "public.utf16-plain-text")
    public static let rtf = UTType(uncheckedIdentifier: "public.rtf"), html = UTType(uncheckedIdentifier: "public.html")
    public static let xml = UTType(uncheckedIdentifier: "public.xml"), json = UTType(uncheckedIdentifier: "public.json")
    public static let yaml = UTType(uncheckedIdentifier: "public.yaml")
    public static let commaSeparatedText = UTType(uncheckedIdentifier: "public.comma-separated-values-text")
    public static let tabSeparatedText = UTType(uncheckedIdentifier: "public.tab-separated-values-text")
    public static let sourceCode = UTType(uncheckedIdentifier: "public.source-code"), swiftSource = UTType(uncheckedIdentifier: "public.swift-source")
    public static let cSource = UTType(uncheckedIdentifier: "public.c-source"), cHeader = UTType(uncheckedIdentifier: "public.c-header")
    public static let objectiveCSource = UTType(uncheckedIdentifier: "public.objective-c-source")
    public static let shellScript = UTType(uncheckedIdentifier: "public.shell-script"), pythonScript = UTType(uncheckedIdentifier: "public.python-script")
    public static let javaScript = UTType(uncheckedIdentifier: "com.netscape.javascript-source"), log = UTType(uncheckedIdentifier: "public.log")
    public static let propertyList = UTType(uncheckedIdentifier: "com.apple.property-list")
    public static let xmlPropertyList = UTType(uncheckedIdentifier: "com.apple.xml-property-list")
    public static let binaryPropertyList = UTType(uncheckedIdentifier: "com.apple.binary-property-list")
    public static let image = UTType(uncheckedIdentifier: "public.image"), png = UTType(uncheckedIdentifier: "public.png")
    public static let jpeg = UTType(uncheckedIdentifier: "public.jpeg"), gif = UTType(uncheckedIdentifier: "com.compuserve.gif")
    public static let tiff = UTType(uncheckedIdentifier: "public.tiff"), heic = UTType(uncheckedIdentifier: "public.heic")
    public static let heif = UTType(uncheckedIdentifier: "public.heif"), webP = UTType(uncheckedIdentifier: "org.webmproject.webp")
    public static let bmp = UTType(uncheckedIdentifier: "com.microsoft.bmp"), ico = UTType(uncheckedIdentifier: "com.microsoft.ico")
    public static let svg = UTType(uncheckedIdentifier: "public.svg-image"), icns = UTType(uncheckedIdentifier: "com.apple.icns")
    public static let pdf = UTType(uncheckedIdentifier: "com.adobe.pdf")
    public static let audiovisualContent = UTType(uncheckedIdentifier: "public.audiovisual-content")
    public static let movie = UTType(uncheckedIdentifier: "public.movie"), video = UTType(uncheckedIdentifier: "public.video")
    public static let audio = UTType(uncheckedIdentifier: "public.audio"), mpeg4Movie = UTType(uncheckedIdentifier: "public.mpeg-4")
    public static let quickTimeMovie = UTType(uncheckedIdentifier: "com.apple.quicktime-movie"), mp3 = UTType(uncheckedIdentifier: "public.mp3")
    public static let mpeg4Audio = UTType(uncheckedIdentifier: "public.mpeg-4-audio"), wav = UTType(uncheckedIdentifier: "com.microsoft.waveform-audio")
    public static let archive = UTType(uncheckedIdentifier: "public.archive"), zip = UTType(uncheckedIdentifier: "public.zip-archive")
    public static let gzip = UTType(uncheckedIdentifier: "org.gnu.gnu-zip-archive")
    public static let font = UTType(uncheckedIdentifier: "public.font")
    public static let vCard = UTType(uncheckedIdentifier: "public.vcard"), calendarEvent = UTType(uncheckedIdentifier: "public.calendar-event")
    public static let contact = UTType(uncheckedIdentifier: "public.contact"), message = UTType(uncheckedIdentifier: "public.message")
    public static let emailMessage = UTType(uncheckedIdentifier: "public.email-message"), database = UTType(uncheckedIdentifier: "public.database")
    public static let spreadsheet = UTType(uncheckedIdentifier: "public.spreadsheet"), presentation = UTType(uncheckedIdentifier: "public.presentation")
    public static let x509Certificate = UTType(uncheckedIdentifier: "public.x509-certificate")
}
