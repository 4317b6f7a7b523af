export declare function isPublicPagePath(pathname: string): boolean;
