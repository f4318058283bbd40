@_exported import Foundation
@_exported import FoundationOverlay

/// MobileCoreServices' `kUTType…` constants (deprecated since iOS 14 for `UniformTypeIdentifiers`),
/// with Apple's values: the type identifiers.
public let kUTTypeImage: CFString = "public.image", kUTTypePNG: CFString = "public.png", kUTTypeJPEG: CFString = "public.jpeg"
public let kUTTypeGIF: CFString = "com.compuserve.gif", kUTTypeTIFF: CFString = "public.tiff", kUTTypeBMP: CFString = "com.microsoft.bmp"
public let kUTTypeData: CFString = "public.data", kUTTypeText: CFString = "public.text", kUTTypePlainText: CFString = "public.plain-text"
public let kUTTypeURL: CFString = "public.url", kUTTypeFileURL: CFString = "public.file-url", kUTTypeMovie: CFString = "public.movie"
public let kUTTypeVideo: CFString = "public.video", kUTTypeAudio: CFString = "public.audio", kUTTypePDF: CFString = "com.adobe.pdf"
public let kUTTypeItem: CFString = "public.item", kUTTypeContent: CFString = "public.content", kUTTypeUTF8PlainText: CFString = "public.utf8-plain-text"
