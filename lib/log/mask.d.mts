export declare function maskPhone(phone: string | number): string;
export declare function maskPhonesIn(text: string): string;
